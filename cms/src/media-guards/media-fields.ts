import type { Core } from "@strapi/strapi";

interface Attribute {
  type: string;
  component?: string;
  components?: string[];
}

type Attributes = Record<string, Attribute>;
type Populate = Record<string, unknown>;

/** One media field of an entry that holds a given file: where it is (model and attribute) and how editors call it. */
export interface MediaField {
  owner: string;
  attribute: string;
  label: string;
}

/** How editors call each image field (the edit view's labels); a field not named here is "<component> <field>". */
const FIELD_LABELS: Record<string, string> = {
  "api::blog-post.blog-post.cover": "cover image",
  "api::author.author.portrait": "portrait",
  "api::configuration.configuration.structured_data_logo": "logo",
  "api::configuration.configuration.meta_og_image": "default social image",
  "shared.seo.share_image": "social image",
  "blocks.hero.image": "hero image",
  "blocks.text-image.image": "text and image block's image",
  "blocks.case-study.image": "case study image",
  "blocks.testimonial.portrait": "testimonial portrait",
  "blocks.team-member.portrait": "team member portrait",
  "blocks.logo-wall.logos": "client logos",
};

/**
 * The image fields whose alternative text the site renders as the image's `alt`, so publishing refuses them
 * without it (src/guards/image-alt-text.ts): covers, block images, portraits, logos. Social images are left
 * out: the site does not render them.
 */
const ALT_REQUIRED = new Set([
  "api::blog-post.blog-post.cover",
  "api::author.author.portrait",
  "api::configuration.configuration.structured_data_logo",
  "blocks.hero.image",
  "blocks.text-image.image",
  "blocks.case-study.image",
  "blocks.testimonial.portrait",
  "blocks.team-member.portrait",
  "blocks.logo-wall.logos",
]);

export const needsAltText = (field: MediaField): boolean => ALT_REQUIRED.has(`${field.owner}.${field.attribute}`);

const attributesOf = (strapi: Core.Strapi, uid: string): Attributes =>
  (
    (strapi.contentTypes[uid as keyof typeof strapi.contentTypes] ?? strapi.components[uid as keyof typeof strapi.components]) as unknown as {
      attributes: Attributes;
    }
  ).attributes;

const labelOf = (strapi: Core.Strapi, owner: string, attribute: string): string => {
  const known = FIELD_LABELS[`${owner}.${attribute}`];
  if (known) return known;
  const component = strapi.components[owner as keyof typeof strapi.components] as unknown as { info?: { displayName?: string } } | undefined;
  return [component?.info?.displayName, attribute.replace(/_/g, " ")].filter(Boolean).join(" ");
};

/**
 * A populate that reaches every media field of a model through its components and dynamic zones, reading only
 * the files' ids; undefined when the model holds no media at all.
 */
export const mediaPopulate = (strapi: Core.Strapi, uid: string): Populate | undefined => {
  const populate: Populate = {};
  for (const [name, attribute] of Object.entries(attributesOf(strapi, uid))) {
    if (attribute.type === "media") populate[name] = { select: ["id"] };
    if (attribute.type === "component" && attribute.component) {
      const inner = mediaPopulate(strapi, attribute.component);
      if (inner) populate[name] = { populate: inner };
    }
    if (attribute.type === "dynamiczone") {
      const on = Object.fromEntries(
        (attribute.components ?? []).flatMap((component) => {
          const inner = mediaPopulate(strapi, component);
          return inner ? [[component, { populate: inner }]] : [];
        }),
      );
      if (Object.keys(on).length > 0) populate[name] = { on };
    }
  }
  return Object.keys(populate).length > 0 ? populate : undefined;
};

type Row = Record<string, unknown> & { __component?: string };

const asRows = (value: unknown): Row[] => (Array.isArray(value) ? value : value ? [value] : []) as Row[];

/** The media fields of a row (read with mediaPopulate) that hold the file `fileId`, in the model's field order. */
export const fieldsHolding = (strapi: Core.Strapi, uid: string, row: Row, fileId: number): MediaField[] =>
  Object.entries(attributesOf(strapi, uid)).flatMap(([name, attribute]): MediaField[] => {
    const value = row[name];
    if (attribute.type === "media")
      return asRows(value).some((file) => file.id === fileId) ? [{ owner: uid, attribute: name, label: labelOf(strapi, uid, name) }] : [];
    if (attribute.type === "component" && attribute.component) {
      const component = attribute.component;
      return asRows(value).flatMap((item) => fieldsHolding(strapi, component, item, fileId));
    }
    if (attribute.type === "dynamiczone")
      return asRows(value).flatMap((block) => (block.__component ? fieldsHolding(strapi, block.__component, block, fileId) : []));
    return [];
  });

/** The ids of every file a row (read with mediaPopulate) holds, in any media field. */
export const mediaIds = (strapi: Core.Strapi, uid: string, row: Row): number[] =>
  Object.entries(attributesOf(strapi, uid)).flatMap(([name, attribute]): number[] => {
    const value = row[name];
    if (attribute.type === "media") return asRows(value).flatMap((file) => (typeof file.id === "number" ? [file.id] : []));
    if (attribute.type === "component" && attribute.component) {
      const component = attribute.component;
      return asRows(value).flatMap((item) => mediaIds(strapi, component, item));
    }
    if (attribute.type === "dynamiczone") return asRows(value).flatMap((block) => (block.__component ? mediaIds(strapi, block.__component, block) : []));
    return [];
  });
