import type { Core } from "@strapi/strapi";

/** A schema attribute, as much of it as history reads. */
export interface Attribute {
  type: string;
  component?: string;
  components?: string[];
  repeatable?: boolean;
  multiple?: boolean;
  relation?: string;
  target?: string;
  private?: boolean;
}

/** Fields every entry has that are not its content: left out of versions, comparisons and restores. */
const SYSTEM_FIELDS = new Set(["id", "documentId", "createdAt", "updatedAt", "publishedAt", "createdBy", "updatedBy", "locale", "localizations"]);

/** Blocks inside blocks stop here: the seed's deepest nesting is three. */
export const MAX_DEPTH = 5;

/** The content fields of a content type or component, in the schema's order. */
export function contentAttributes(strapi: Core.Strapi, uid: string): Array<[string, Attribute]> {
  const model = (strapi.getModel(uid as never) ?? strapi.components[uid as never]) as { attributes?: Record<string, Attribute> } | undefined;
  return Object.entries(model?.attributes ?? {}).filter(([name, attribute]) => !SYSTEM_FIELDS.has(name) && !attribute.private);
}

/** The field a related entry is known by: the first of these its type has. */
export function labelFieldOf(strapi: Core.Strapi, uid: string): string | null {
  const attributes = (strapi.getModel(uid as never) as { attributes?: Record<string, unknown> } | undefined)?.attributes ?? {};
  return ["title", "name", "label", "slug", "email"].find((field) => field in attributes) ?? null;
}

/** A Document Service populate that reaches every component, block, file and related entry (their label only). */
export function deepPopulate(strapi: Core.Strapi, uid: string, depth = 0): Record<string, unknown> {
  const populate: Record<string, unknown> = {};
  if (depth > MAX_DEPTH) return populate;
  for (const [name, attribute] of contentAttributes(strapi, uid)) {
    if (attribute.type === "media") populate[name] = true;
    else if (attribute.type === "relation" && attribute.target) {
      const label = labelFieldOf(strapi, attribute.target);
      populate[name] = { fields: ["documentId", ...(label ? [label] : [])] };
    } else if (attribute.type === "component" && attribute.component) populate[name] = { populate: deepPopulate(strapi, attribute.component, depth + 1) };
    else if (attribute.type === "dynamiczone" && attribute.components)
      populate[name] = {
        on: Object.fromEntries(attribute.components.map((component) => [component, { populate: deepPopulate(strapi, component, depth + 1) }])),
      };
  }
  return populate;
}
