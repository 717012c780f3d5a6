import { labelOf, type SchemaReader } from "./compare-version";
import type { Attribute } from "./schema-walk";
import type { MediaValue, RelationValue, Snapshot } from "./snapshot";

/** What of the CMS a restore can still point at: files by id, entries by documentId. */
export interface StillThere {
  media: ReadonlySet<number>;
  documents: ReadonlySet<string>;
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A version as Document Service data for the draft (docs/history.md, "Restoring"): fields the type has now, files
 * and related entries by their ids, components and blocks without theirs (the draft gets new ones). What no longer
 * exists is left out, with a sentence each in `skipped`; the rest is restored.
 */
export function restoreData(
  schema: SchemaReader,
  uid: string,
  version: Snapshot,
  there: StillThere,
  skipped: string[] = [],
  where = "",
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, attribute] of schema.attributes(uid)) {
    if (!(name in version)) continue;
    const value = version[name];
    const label = `${where}${labelOf(name)}`;
    data[name] = restoredValue(schema, attribute, value, there, skipped, label);
  }
  return data;
}

function restoredValue(schema: SchemaReader, attribute: Attribute, value: unknown, there: StillThere, skipped: string[], label: string): unknown {
  switch (attribute.type) {
    case "media": {
      const files = asList(value) as MediaValue[];
      const kept = files.filter((file) => file.id !== null && there.media.has(file.id));
      for (const file of files)
        if (!kept.includes(file)) skipped.push(`The file “${file.name}” (${label}) was deleted from the Media Library, so the draft has no file there.`);
      return attribute.multiple ? kept.map((file) => file.id) : (kept[0]?.id ?? null);
    }
    case "relation": {
      const entries = asList(value) as RelationValue[];
      const kept = entries.filter((entry) => there.documents.has(entry.documentId));
      for (const entry of entries)
        if (!kept.includes(entry)) skipped.push(`“${entry.label ?? entry.documentId}” (${label}) no longer exists, so the draft does not link to it.`);
      return /Many$/.test(attribute.relation ?? "") ? kept.map((entry) => entry.documentId) : (kept[0]?.documentId ?? null);
    }
    case "component": {
      const component = attribute.component ?? "";
      const items = asList(value)
        .filter(isRecord)
        .map((item) => restoreData(schema, component, item, there, skipped, `${label} › `));
      return attribute.repeatable ? items : (items[0] ?? null);
    }
    case "dynamiczone":
      return asList(value)
        .filter(isRecord)
        .map((item) => {
          const component = String(item.__component ?? "");
          return { __component: component, ...restoreData(schema, component, item, there, skipped, `${label} › ${schema.componentName(component)} › `) };
        });
    default:
      return value;
  }
}

/** Every related entry a snapshot names, at any depth, with its content type. */
export function relatedDocumentIds(schema: SchemaReader, uid: string, version: Snapshot): Array<{ target: string; documentId: string }> {
  const ids: Array<{ target: string; documentId: string }> = [];
  for (const [name, attribute] of schema.attributes(uid)) {
    const value = version[name];
    if (attribute.type === "relation" && attribute.target)
      for (const entry of asList(value) as RelationValue[]) ids.push({ target: attribute.target, documentId: entry.documentId });
    else if (attribute.type === "component")
      for (const item of asList(value).filter(isRecord)) ids.push(...relatedDocumentIds(schema, attribute.component ?? "", item));
    else if (attribute.type === "dynamiczone")
      for (const item of asList(value).filter(isRecord)) ids.push(...relatedDocumentIds(schema, String(item.__component ?? ""), item));
  }
  return ids;
}
