import type { Core } from "@strapi/strapi";
import { contentAttributes, labelFieldOf, MAX_DEPTH } from "./schema-walk";

/** A file as a version keeps it: enough to show a thumbnail and to tell whether it still exists. */
export interface MediaValue {
  id: number | null;
  documentId: string | null;
  name: string;
  url: string | null;
  mime: string | null;
  alternativeText: string | null;
  thumbnailUrl: string | null;
}

/** A related entry as a version keeps it: its document and the title it had then. */
export interface RelationValue {
  documentId: string;
  label: string | null;
}

/** Every content field of one entry or component, as plain JSON (docs/history.md, "What a version holds"). */
export type Snapshot = Record<string, unknown>;

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

function mediaOf(value: unknown): MediaValue | null {
  const file = asRecord(value);
  if (!file) return null;
  const formats = asRecord(file.formats);
  const thumbnail = text(asRecord(formats?.thumbnail)?.url);
  const mime = text(file.mime);
  return {
    id: typeof file.id === "number" ? file.id : null,
    documentId: text(file.documentId),
    name: text(file.name) ?? "a file",
    url: text(file.url),
    mime,
    alternativeText: text(file.alternativeText),
    thumbnailUrl: thumbnail ?? (mime?.startsWith("image/") ? text(file.url) : null),
  };
}

function relationOf(strapi: Core.Strapi, target: string, value: unknown): RelationValue | null {
  const entry = asRecord(value);
  const documentId = text(entry?.documentId);
  if (!entry || !documentId) return null;
  const label = labelFieldOf(strapi, target);
  return { documentId, label: label ? text(entry[label]) : null };
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]);

/** The content fields of `entry` (a Document Service answer populated with deepPopulate) as a version keeps them. */
export function snapshotOf(strapi: Core.Strapi, uid: string, entry: unknown, depth = 0): Snapshot {
  const source = asRecord(entry) ?? {};
  const snapshot: Snapshot = {};
  if (depth > MAX_DEPTH) return snapshot;
  for (const [name, attribute] of contentAttributes(strapi, uid)) {
    const value = source[name];
    if (attribute.type === "media") {
      const files = list(value)
        .map(mediaOf)
        .filter((file): file is MediaValue => file !== null);
      snapshot[name] = attribute.multiple ? files : (files[0] ?? null);
    } else if (attribute.type === "relation" && attribute.target) {
      const target = attribute.target;
      const related = list(value)
        .map((item) => relationOf(strapi, target, item))
        .filter((item): item is RelationValue => item !== null);
      snapshot[name] = /Many$/.test(attribute.relation ?? "") ? related : (related[0] ?? null);
    } else if (attribute.type === "component" && attribute.component) {
      const component = attribute.component;
      const items = list(value).map((item) => snapshotOf(strapi, component, item, depth + 1));
      snapshot[name] = attribute.repeatable ? items : (items[0] ?? null);
    } else if (attribute.type === "dynamiczone") {
      snapshot[name] = list(value).flatMap((item) => {
        const component = text(asRecord(item)?.__component);
        return component ? [{ __component: component, ...snapshotOf(strapi, component, item, depth + 1) }] : [];
      });
    } else snapshot[name] = value ?? null;
  }
  return snapshot;
}
