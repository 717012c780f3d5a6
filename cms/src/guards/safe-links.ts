import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { BLOG_POST_LAYOUT } from "../admin-layout/blog-post-layout";
import { COMPONENT_LAYOUTS } from "../admin-layout/component-layouts";
import { CONFIGURATION_LAYOUT } from "../admin-layout/configuration-layout";
import type { ModelLayout } from "../admin-layout/layout-types";
import { PAGE_LAYOUT } from "../admin-layout/page-layout";
import { unsafeLinkReason } from "../contract/safe-url";
import { markdownLinkTargets } from "../lib/markdown-links";
import { NAVIGATION, refusalDetails } from "../refusal-entries";
import { CONFIGURATION, fieldError } from "./content-types";

/**
 * Refuses, when it is saved, a link the site would refuse (docs/content-model.md, "What the CMS refuses"): the one
 * rule of cms/src/contract/safe-url.ts, which the site's build and its browser code apply too. Without it a
 * `javascript:` address saved in a menu stopped the next build, and one in a text silently lost its link.
 * Checked: navigation items' external addresses, every link in a Markdown field (pages' blocks, posts, the site
 * settings), a call to action's web address and the site settings' social addresses.
 */

/** Plain text fields that hold an address, by model (rich-text fields are found by their type). */
const ADDRESS_FIELDS: Record<string, readonly string[]> = {
  "blocks.link": ["url"],
  [CONFIGURATION]: ["instagram_url", "linkedin_url", "facebook_url", "tiktok_url"],
};

const LAYOUTS = new Map<string, ModelLayout>([PAGE_LAYOUT, BLOG_POST_LAYOUT, CONFIGURATION_LAYOUT, ...COMPONENT_LAYOUTS].map((layout) => [layout.uid, layout]));

/** The field's label as the edit view shows it (src/admin-layout), else its name in words. */
const labelOf = (model: string, field: string): string => {
  const label = LAYOUTS.get(model)?.fields[field]?.label ?? field.replace(/_/g, " ");
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
};

const refusalText = (href: string, where: string, reason: string): string =>
  `The link "${href}" in ${where} cannot be used on the site: ${reason}. Change or remove it, then save again.`;

interface NavigationItem {
  title?: string;
  type?: string;
  externalPath?: string | null;
  removed?: boolean;
}

/** A navigation's external items: refused before anything is written, naming the item and its navigation. */
export const refuseUnsafeNavigationLinks = (navigation: { documentId: string; name?: string }, items: readonly NavigationItem[]): void => {
  for (const item of items) {
    if (item.removed || item.type !== "EXTERNAL" || typeof item.externalPath !== "string") continue;
    const reason = unsafeLinkReason(item.externalPath);
    if (!reason) continue;
    const name = `the navigation "${navigation.name ?? ""}"`;
    throw new errors.ValidationError(
      refusalText(item.externalPath, `the menu item "${item.title ?? ""}" of ${name}`, reason),
      refusalDetails([{ uid: NAVIGATION, documentId: navigation.documentId, name }]),
    );
  }
};

interface Attribute {
  type: string;
  component?: string;
  repeatable?: boolean;
}

type Schema = { attributes?: Record<string, Attribute>; info?: { displayName?: string } } | undefined;

interface Finding {
  path: Array<string | number>;
  where: string;
  href: string;
  reason: string;
}

type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ => typeof value === "object" && value !== null && !Array.isArray(value);

/** The first unsafe link in the data about to be saved, walking the model's fields, components and blocks. */
function firstUnsafeLink(strapi: Core.Strapi, model: string, data: Record_, path: Array<string | number>, place: string[]): Finding | undefined {
  const schema = strapi.getModel(model as Parameters<Core.Strapi["getModel"]>[0]) as Schema;
  for (const [field, attribute] of Object.entries(schema?.attributes ?? {})) {
    const value = data[field];
    if (value === undefined || value === null) continue;
    const here = [...path, field];
    const words = [...place, labelOf(model, field)];
    const check = (href: string): Finding | undefined => {
      const reason = unsafeLinkReason(href);
      return reason ? { path: here, where: words.join(" › "), href, reason } : undefined;
    };
    let found: Finding | undefined;
    if (attribute.type === "richtext" && typeof value === "string") {
      for (const href of markdownLinkTargets(value)) found ??= check(href);
    } else if (ADDRESS_FIELDS[model]?.includes(field) && typeof value === "string" && value.trim()) {
      found = check(value.trim());
    } else if (attribute.type === "component" && attribute.component) {
      const component = attribute.component;
      const entries = Array.isArray(value) ? value : [value];
      entries.forEach((entry, index) => {
        if (!found && isRecord(entry)) {
          const item = Array.isArray(value) ? [`item ${index + 1}`] : [];
          found = firstUnsafeLink(strapi, component, entry, Array.isArray(value) ? [...here, index] : here, [...words, ...item]);
        }
      });
    } else if (attribute.type === "dynamiczone" && Array.isArray(value)) {
      value.forEach((block, index) => {
        if (found || !isRecord(block) || typeof block.__component !== "string") return;
        const name = (strapi.getModel(block.__component as Parameters<Core.Strapi["getModel"]>[0]) as Schema)?.info?.displayName ?? block.__component;
        found = firstUnsafeLink(strapi, block.__component, block, [...here, index], [...words, `block ${index + 1} (${name})`]);
      });
    }
    if (found) return found;
  }
  return undefined;
}

/**
 * The links in an entry's data as the save writes it (the content manager sends the whole form, the REST API the
 * fields it changes): refused before anything is written, the field marked in the form.
 */
export const refuseUnsafeContentLinks = async (strapi: Core.Strapi, uid: string, data: unknown, titleOf: () => Promise<string | undefined>): Promise<void> => {
  if (!isRecord(data)) return;
  const found = firstUnsafeLink(strapi, uid, data, [], []);
  if (!found) return;
  const title = uid === CONFIGURATION ? undefined : await titleOf();
  const entry = uid === CONFIGURATION ? "the site settings" : title ? `"${title}"` : "this entry";
  const message = refusalText(found.href, `${entry} (${found.where})`, found.reason);
  throw new errors.ValidationError(message, fieldError(found.path, message));
};
