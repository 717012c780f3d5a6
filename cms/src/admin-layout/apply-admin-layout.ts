import type { Core } from "@strapi/strapi";
import { BLOG_POST_LAYOUT } from "./blog-post-layout";
import { AUTHOR_LAYOUT, CATEGORY_LAYOUT, TAG_LAYOUT } from "./blog-taxonomy-layouts";
import { COMPONENT_LAYOUTS } from "./component-layouts";
import { CONFIGURATION_LAYOUT } from "./configuration-layout";
import { ENQUIRY_LAYOUT } from "./enquiry-layout";
import type { ModelLayout } from "./layout-types";
import { PAGE_LAYOUT } from "./page-layout";
import { REDIRECT_LAYOUT } from "./redirect-layout";

const ADMIN_LAYOUTS: ModelLayout[] = [
  PAGE_LAYOUT,
  BLOG_POST_LAYOUT,
  CATEGORY_LAYOUT,
  TAG_LAYOUT,
  AUTHOR_LAYOUT,
  CONFIGURATION_LAYOUT,
  ENQUIRY_LAYOUT,
  REDIRECT_LAYOUT,
  ...COMPONENT_LAYOUTS,
];

/** What this file wrote last time, so a value still equal to it can be updated and any other value is someone's edit. */
const APPLIED = { type: "core", name: "agency-admin-layout", key: "applied" } as const;
type Applied = Record<string, Omit<ModelLayout, "kind" | "uid">>;

interface Metadata {
  edit: { label?: string; description?: string } & Record<string, unknown>;
  list: { label?: string } & Record<string, unknown>;
}

/** The content manager's stored configuration of one model (plugin::content-manager, core store). */
interface Configuration {
  settings: { mainField?: string; defaultSortBy?: string; defaultSortOrder?: string } & Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: EditRow[] };
}

type EditRow = Array<{ name: string } & Record<string, unknown>>;

interface CmModel {
  uid: string;
  attributes: Record<string, { type: string; relationType?: string }>;
}

interface ConfigurationService {
  findConfiguration(model: CmModel): Promise<Configuration>;
  updateConfiguration(model: CmModel, configuration: Configuration): Promise<unknown>;
}

// Strapi's rule for the list view it generates (content-manager services/utils/configuration/layouts):
// the first four listable attributes.
const NOT_LISTABLE = new Set(["json", "password", "richtext", "dynamiczone", "blocks"]);
const LISTABLE_RELATIONS = new Set(["oneToOne", "oneToMany", "manyToOne", "manyToMany"]);
const strapiDefaultList = (model: CmModel): string[] =>
  Object.entries(model.attributes)
    .filter(([name, attribute]) => name !== "documentId" && !NOT_LISTABLE.has(attribute.type))
    .filter(([, attribute]) => attribute.type !== "relation" || LISTABLE_RELATIONS.has(attribute.relationType ?? ""))
    .map(([name]) => name)
    .slice(0, 4);

/** The edit view's rows sorted by the first of their fields in `order`; rows of other fields after them, as they were. */
const orderedRows = (rows: EditRow[], order: string[]): EditRow[] => {
  const rank = (row: EditRow) => Math.min(...row.map((field) => (order.includes(field.name) ? order.indexOf(field.name) : order.length)));
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index)
    .map(({ row }) => row);
};

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Our value replaces the current one only while nobody changed it: it is still Strapi's default or what
 * this file wrote last time. Anything else is someone's choice in "Configure the view", and stays.
 */
const untouched = (current: unknown, strapiDefault: unknown, lastApplied: unknown): boolean =>
  same(current, strapiDefault) || (lastApplied !== undefined && same(current, lastApplied));

const applyTo = (configuration: Configuration, model: CmModel, layout: ModelLayout, last: Applied[string] | undefined, log: (line: string) => void) => {
  const next = structuredClone(configuration);
  for (const [field, text] of Object.entries(layout.fields)) {
    const meta = next.metadatas[field];
    if (!meta) {
      log(`${layout.uid}: no field "${field}" to label`);
      continue;
    }
    const previous = last?.fields[field];
    if (untouched(meta.edit.label, field, previous?.label)) meta.edit.label = text.label;
    if (untouched(meta.list.label, field, previous?.label)) meta.list.label = text.label;
    if (text.description !== undefined && untouched(meta.edit.description ?? "", "", previous?.description)) meta.edit.description = text.description;
  }
  if (layout.list && untouched(next.layouts.list, strapiDefaultList(model), last?.list)) next.layouts.list = layout.list;
  if (layout.sort) {
    const { defaultSortBy, defaultSortOrder, mainField } = next.settings;
    const current = { by: defaultSortBy, order: defaultSortOrder };
    if (untouched(current, { by: mainField, order: "ASC" }, last?.sort))
      Object.assign(next.settings, { defaultSortBy: layout.sort.by, defaultSortOrder: layout.sort.order });
  }
  // The edit view's order is applied once (Strapi's default is the models' field order): a later change in
  // "Configure the view" stays.
  if (layout.editOrder && last?.editOrder === undefined) next.layouts.edit = orderedRows(next.layouts.edit, layout.editOrder);
  return next;
};

/**
 * Human labels, help texts, list columns, default sort and edit-view order for the site's models in the content
 * manager, written through the content manager's own configuration services (what "Configure the
 * view" saves). Runs at every boot and changes only what nobody has edited since.
 */
export const applyAdminLayout = async (strapi: Core.Strapi): Promise<void> => {
  const contentManager = strapi.plugin("content-manager");
  const last = ((await strapi.store.get(APPLIED)) as Applied | null) ?? {};
  const applied: Applied = {};
  let changed = 0;

  for (const layout of ADMIN_LAYOUTS) {
    const service = contentManager.service(layout.kind === "component" ? "components" : "content-types") as unknown as ConfigurationService & {
      findComponent(uid: string): CmModel | undefined;
      findContentType(uid: string): CmModel | undefined;
    };
    const model = layout.kind === "component" ? service.findComponent(layout.uid) : service.findContentType(layout.uid);
    if (!model) {
      strapi.log.warn(`[admin-layout] ${layout.uid} does not exist; its labels are skipped`);
      continue;
    }
    const configuration = await service.findConfiguration(model);
    const next = applyTo(configuration, model, layout, last[layout.uid], (line) => strapi.log.warn(`[admin-layout] ${line}`));
    if (!same(next, configuration)) {
      await service.updateConfiguration(model, { settings: next.settings, metadatas: next.metadatas, layouts: next.layouts });
      changed += 1;
    }
    const { kind: _kind, uid: _uid, ...texts } = layout;
    applied[layout.uid] = texts;
  }

  if (!same(applied, last)) await strapi.store.set({ ...APPLIED, value: applied });
  if (changed > 0) strapi.log.info(`[admin-layout] labels and list views set for ${changed} model(s)`);
};
