import { diffWords } from "diff";
import type { DiffPart, FieldComparison, FieldKind, MediaRef } from "../../../../contract/history-contract";
import type { Attribute } from "./schema-walk";
import type { MediaValue, RelationValue, Snapshot } from "./snapshot";

/** The schema as the comparison reads it: a type's or component's content fields in order, and a component's name. */
export interface SchemaReader {
  attributes(uid: string): Array<[string, Attribute]>;
  componentName(uid: string): string;
}

const KINDS: Record<string, FieldKind> = {
  string: "text",
  email: "text",
  uid: "text",
  text: "long-text",
  richtext: "rich-text",
  blocks: "rich-text",
  integer: "number",
  biginteger: "number",
  float: "number",
  decimal: "number",
  boolean: "boolean",
  date: "date",
  datetime: "date",
  time: "date",
  timestamp: "date",
  enumeration: "enumeration",
  json: "json",
  media: "media",
  relation: "relation",
  component: "component",
  dynamiczone: "dynamic-zone",
};
const DIFFED: FieldKind[] = ["text", "long-text", "rich-text", "json", "component", "dynamic-zone", "relation"];

/** "seo_description" and "seoDescription" read "Seo description". */
export const labelOf = (name: string): string => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Strapi's blocks rich text (paragraphs, headings, lists of text nodes) as its plain text, a line per block. */
function blocksText(value: unknown): string {
  const textOf = (node: unknown): string => {
    if (!isRecord(node)) return "";
    if (typeof node.text === "string") return node.text;
    return asList(node.children)
      .map(textOf)
      .join(node.type === "list" ? "\n" : "");
  };
  return asList(value).map(textOf).join("\n");
}

const mediaText = (files: MediaValue[]): string => files.map((file) => file.name).join(", ");
const relationText = (entries: RelationValue[]): string => entries.map((entry) => entry.label ?? entry.documentId).join(", ");

function navigationItemsText(items: unknown, depth = 0): string {
  return asList(items)
    .filter(isRecord)
    .map((item) => {
      const line = `${"  ".repeat(depth)}${String(item.title ?? "")} → ${String(item.path ?? "")}${item.menuAttached ? "" : " (not in the menu)"}`;
      const children = navigationItemsText(item.items, depth + 1);
      return children ? `${line}\n${children}` : line;
    })
    .join("\n");
}

/** One field's value as the text an editor reads. */
export function displayOf(schema: SchemaReader, attribute: Attribute, value: unknown, depth = 0): string {
  if (value === null || value === undefined) return "";
  switch (attribute.type) {
    case "boolean":
      return value ? "Yes" : "No";
    case "blocks":
      return blocksText(value);
    case "json":
      return JSON.stringify(value, null, 2);
    case "media":
      return mediaText(asList(value) as MediaValue[]);
    case "relation":
      return relationText(asList(value) as RelationValue[]);
    case "component":
      return asList(value)
        .map((item) => componentText(schema, attribute.component ?? "", item, depth))
        .join("\n");
    case "dynamiczone":
      return asList(value)
        .filter(isRecord)
        .map((item) => {
          const component = String(item.__component ?? "");
          return `${"  ".repeat(depth)}[${schema.componentName(component)}]\n${componentText(schema, component, item, depth + 1)}`;
        })
        .join("\n");
    default:
      return typeof value === "string" ? value : String(value);
  }
}

function componentText(schema: SchemaReader, uid: string, value: unknown, depth: number): string {
  if (!isRecord(value)) return "";
  return schema
    .attributes(uid)
    .map(([name, attribute]) => {
      const text = displayOf(schema, attribute, value[name], depth + 1);
      if (text === "") return null;
      const nested = attribute.type === "component" || attribute.type === "dynamiczone";
      return `${"  ".repeat(depth)}${labelOf(name)}:${nested ? `\n${text}` : ` ${text}`}`;
    })
    .filter((line): line is string => line !== null)
    .join("\n");
}

const parts = (draft: string, version: string): DiffPart[] =>
  diffWords(draft, version).map((change) => ({ value: change.value, ...(change.added ? { added: true } : {}), ...(change.removed ? { removed: true } : {}) }));

/** Files as the panel shows them; `existing` holds the ids the Media Library still has. */
const mediaRefs = (value: unknown, existing: ReadonlySet<number>): MediaRef[] =>
  (asList(value) as MediaValue[]).map((file) => ({
    id: file.id,
    documentId: file.documentId,
    name: file.name,
    url: file.url,
    thumbnailUrl: file.thumbnailUrl,
    alternativeText: file.alternativeText,
    missing: file.id === null || !existing.has(file.id),
  }));

/** Every file id a snapshot uses, at any depth (components and blocks included). */
export function mediaIdsOf(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(mediaIdsOf);
  if (!isRecord(value)) return [];
  if (typeof value.id === "number" && "mime" in value && "url" in value) return [value.id];
  return Object.values(value).flatMap(mediaIdsOf);
}

/**
 * The version beside the current draft, field by field in the schema's order. A navigation compares its name,
 * visibility and item tree with its current state (it has no draft).
 */
export function compareVersion(
  schema: SchemaReader,
  uid: string,
  version: Snapshot,
  draft: Snapshot | null,
  existingMedia: ReadonlySet<number>,
  navigation = false,
): FieldComparison[] {
  const fields: Array<[string, Attribute]> = navigation
    ? [
        ["name", { type: "string" }],
        ["visible", { type: "boolean" }],
        ["items", { type: "navigation-items" }],
      ]
    : schema.attributes(uid);
  return fields.map(([field, attribute]) => {
    const kind = attribute.type === "navigation-items" ? "long-text" : (KINDS[attribute.type] ?? "text");
    const show = (value: unknown) => (attribute.type === "navigation-items" ? navigationItemsText(value) : displayOf(schema, attribute, value));
    const versionText = show(version[field]);
    const draftText = draft ? show(draft[field]) : "";
    const comparison: FieldComparison = { field, label: labelOf(field), kind, changed: versionText !== draftText, version: versionText, draft: draftText };
    if (kind === "media") {
      const versionFiles = mediaRefs(version[field], existingMedia);
      const draftFiles = mediaRefs(draft?.[field], existingMedia);
      comparison.media = { version: versionFiles, draft: draftFiles };
      comparison.changed = versionFiles.map((file) => file.id).join() !== draftFiles.map((file) => file.id).join();
    } else if (comparison.changed && DIFFED.includes(kind)) comparison.parts = parts(draftText, versionText);
    return comparison;
  });
}
