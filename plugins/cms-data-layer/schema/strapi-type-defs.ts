/**
 * GraphQL type definitions generated from the CMS's own content-type schemas.
 *
 * gatsby-source-strapi leaves schema to inference, so a field that is empty in every entry (the sparse
 * seed, a new optional field) or a component nobody has used yet simply does not exist, and queries
 * for it break the build. Declaring every attribute of the sourced types from the model fixes that
 * at the root, and stays right when editors' developers add fields.
 */
interface StrapiAttribute {
  type: string;
  multiple?: boolean;
  relation?: string;
  target?: string;
  component?: string;
  components?: string[];
  repeatable?: boolean;
}

export interface StrapiSchema {
  uid: string;
  schema: { singularName?: string; kind?: string; attributes: Record<string, StrapiAttribute> };
}

export const RICH_TEXT_FIELD_TYPE = "StrapiRichTextField";
export const MEDIA_TYPE = "STRAPI__MEDIA";

/** The plugin renames attributes that clash with Gatsby's reserved node fields. */
const RESERVED = new Set(["parent", "children", "fields", "internal"]);
const fieldName = (name: string) => (RESERVED.has(name) ? `strapi_${name}` : name);

const SCALARS: Record<string, string> = {
  string: "String",
  text: "String",
  email: "String",
  uid: "String",
  enumeration: "String",
  password: "String",
  date: "Date",
  datetime: "Date",
  time: "String",
  timestamp: "Date",
  integer: "Int",
  biginteger: "String",
  decimal: "Float",
  float: "Float",
  boolean: "Boolean",
  json: "JSON",
  blocks: "JSON",
};

/** Media nodes exist only when some entry has media (not in the sparse seed); their shape is the plugin's. */
const MEDIA_TYPE_DEFINITION = `type ${MEDIA_TYPE} implements Node {
  name: String
  alternativeText: String
  caption: String
  width: Int
  height: Int
  mime: String
  url: String
  formats: JSON
  localFile: File @link(from: "localFile___NODE")
}`;

const TO_MANY = new Set(["oneToMany", "manyToMany", "manyWay", "morphToMany"]);

export interface TypeDefsInput {
  schemas: StrapiSchema[];
  /** UIDs gatsby-source-strapi sources (e.g. api::page.page). */
  sourcedUids: string[];
  /** The plugin's own naming function, so names never drift from the nodes it creates. */
  nodeName(uid: string): string;
}

export function strapiTypeDefs({ schemas, sourcedUids, nodeName }: TypeDefsInput): string {
  const byUid = new Map(schemas.map((schema) => [schema.uid, schema]));
  const wanted = new Set<string>();
  const visit = (uid: string) => {
    const schema = byUid.get(uid);
    if (!schema || wanted.has(uid)) return;
    wanted.add(uid);
    for (const attribute of Object.values(schema.schema.attributes)) {
      for (const component of [attribute.component, ...(attribute.components ?? [])]) if (component) visit(component);
    }
  };
  sourcedUids.forEach(visit);

  const definitions: string[] = [MEDIA_TYPE_DEFINITION];
  for (const uid of wanted) {
    const schema = byUid.get(uid)!;
    const typeName = nodeName(uid);
    const fields: string[] = [];
    for (const [name, attribute] of Object.entries(schema.schema.attributes)) {
      const field = fieldDefinition(typeName, fieldName(name), name, attribute, { nodeName, sourced: new Set(sourcedUids), definitions });
      if (field) fields.push(field);
    }
    fields.push("documentId: String", "publishedAt: Date");
    // Every sourced entry is one translation (patches/gatsby-source-strapi+5.0.4.patch): queries filter by it.
    if (sourcedUids.includes(uid)) fields.push("locale: String");
    definitions.push(`type ${typeName} implements Node {\n  ${fields.join("\n  ")}\n}`);
  }
  return definitions.join("\n\n");
}

interface FieldContext {
  nodeName(uid: string): string;
  sourced: Set<string>;
  definitions: string[];
}

function fieldDefinition(typeName: string, field: string, source: string, attribute: StrapiAttribute, context: FieldContext): string | null {
  const link = (target: string, many: boolean) => `${field}: ${many ? `[${target}]` : target} @link(from: "${source}___NODE")`;
  switch (attribute.type) {
    case "richtext":
      return `${field}: ${RICH_TEXT_FIELD_TYPE}`;
    case "media":
      return link(MEDIA_TYPE, Boolean(attribute.multiple));
    case "component":
      return attribute.component ? link(context.nodeName(attribute.component), Boolean(attribute.repeatable)) : null;
    case "dynamiczone": {
      const union = `${typeName}_${field.toUpperCase()}_DYNAMIC_ZONE`;
      const members = (attribute.components ?? []).map(context.nodeName);
      if (members.length === 0) return null;
      context.definitions.push(`union ${union} = ${members.join(" | ")}`);
      return link(union, true);
    }
    case "relation":
      // A reserved name (parent, children) stays an embedded copy of the relation, never a node link.
      if (field !== source) return `${field}: JSON`;
      // Only relations to types the site sources become nodes (admin users and the like do not).
      if (!attribute.target || !context.sourced.has(attribute.target)) return null;
      return link(context.nodeName(attribute.target), TO_MANY.has(attribute.relation ?? ""));
    default: {
      const scalar = SCALARS[attribute.type];
      return scalar ? `${field}: ${scalar}${scalar === "Date" ? " @dateformat" : ""}` : null;
    }
  }
}
