import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { FILE, refusalDetails } from "../refusal-entries";
import { AUTHOR, BLOG_POST, CONFIGURATION, fieldError, PAGE } from "./content-types";

interface Image {
  id: number;
  name: string;
  alternativeText?: string | null;
}

interface MissingAlt {
  what: string;
  path: Array<string | number>;
  image: Image;
}

const IMAGE_FIELDS = { select: ["id", "name", "alternativeText"] };

/**
 * Refuses to publish a post whose cover, a page whose block images (hero, text and image, case study cards,
 * portraits, client logos), an author whose portrait, or the configuration whose logo has
 * no alternative text in the Media Library: the site renders that text as the image's `alt`, and an
 * empty one hides the image from screen-reader users.
 */
export const refuseMissingAltText = async (strapi: Core.Strapi, uid: string, documentId: string): Promise<void> => {
  const found = await missingAltText(strapi, uid, documentId);
  if (!found || found.missing.length === 0) return;
  const { subject, missing } = found;
  const images = missing.map((image) => image.what).join(" and ");
  const message =
    `Cannot publish ${subject}: ${images} ${missing.length > 1 ? "have" : "has"} no alternative text. ` +
    `Add alternative text to ${missing.length > 1 ? "these images" : "the image"} in the Media Library, then publish again.`;
  // Each image field is marked in the form, and each file is linked to the Media Library, where its text is written.
  throw new errors.ValidationError(message, {
    errors: missing.flatMap((image) => fieldError(image.path, message).errors),
    ...refusalDetails(missing.map(({ image }) => ({ uid: FILE, documentId: String(image.id), name: `the image "${image.name}"` }))),
  });
};

/**
 * A dynamic-zone populate that keeps every block (so indexes match the editor's form, where the refusal
 * marks the image) and populates the given ones further.
 */
const everyBlock = (strapi: Core.Strapi, populate: Record<string, object>): Record<string, object> => {
  const content = strapi.contentType(PAGE).attributes.content as { components?: string[] };
  return Object.fromEntries((content.components ?? []).map((component) => [component, populate[component] ?? {}]));
};

const hasAlt = (image: Image): boolean => Boolean(image.alternativeText?.trim());

/** Every image field of a page's blocks, by block: the hero's, the cards', the portraits and the logos. */
const PAGE_IMAGES_POPULATE = {
  "blocks.hero": { populate: { image: IMAGE_FIELDS } },
  "blocks.text-image": { populate: { image: IMAGE_FIELDS } },
  "blocks.case-studies": { populate: { items: { populate: { image: IMAGE_FIELDS } } } },
  "blocks.testimonials": { populate: { items: { populate: { portrait: IMAGE_FIELDS } } } },
  "blocks.team": { populate: { members: { populate: { portrait: IMAGE_FIELDS } } } },
  "blocks.logo-wall": { populate: { logos: IMAGE_FIELDS } },
};

interface PageBlock {
  __component: string;
  image?: Image | null;
  logos?: Image[] | null;
  items?: Array<{ image?: Image | null; portrait?: Image | null }> | null;
  members?: Array<{ portrait?: Image | null }> | null;
}

/** The images of one block (at `index` in the page's content) that have no alternative text, with their form paths. */
const blockMissingAlt = (block: PageBlock, index: number): MissingAlt[] => {
  const at = (what: string, image: Image | null | undefined, ...path: Array<string | number>): MissingAlt[] =>
    !image || hasAlt(image) ? [] : [{ what: `${what} "${image.name}"`, path: ["content", index, ...path], image }];
  switch (block.__component) {
    case "blocks.hero":
      return at("the hero image", block.image, "image");
    case "blocks.text-image":
      return at("the image", block.image, "image");
    case "blocks.case-studies":
      return (block.items ?? []).flatMap((item, i) => at("the case study image", item.image, "items", i, "image"));
    case "blocks.testimonials":
      return (block.items ?? []).flatMap((item, i) => at("the portrait", item.portrait, "items", i, "portrait"));
    case "blocks.team":
      return (block.members ?? []).flatMap((member, i) => at("the portrait", member.portrait, "members", i, "portrait"));
    case "blocks.logo-wall":
      return (block.logos ?? []).flatMap((logo) => at("the logo", logo, "logos"));
    default:
      return [];
  }
};

const missingAltText = async (strapi: Core.Strapi, uid: string, documentId: string): Promise<{ subject: string; missing: MissingAlt[] } | undefined> => {
  const draft = { documentId, publishedAt: null };
  if (uid === BLOG_POST) {
    const post = (await strapi.db.query(BLOG_POST).findOne({ where: draft, select: ["title"], populate: { cover: IMAGE_FIELDS } })) as {
      title: string;
      cover?: Image | null;
    } | null;
    if (!post?.cover || hasAlt(post.cover)) return undefined;
    return { subject: `the blog post "${post.title}"`, missing: [{ what: `the cover image "${post.cover.name}"`, path: ["cover"], image: post.cover }] };
  }
  if (uid === PAGE) {
    const page = (await strapi.db.query(PAGE).findOne({
      where: draft,
      select: ["title"],
      populate: { content: { on: everyBlock(strapi, PAGE_IMAGES_POPULATE) } },
    })) as { title: string; content?: PageBlock[] } | null;
    if (!page) return undefined;
    return { subject: `the page "${page.title}"`, missing: (page.content ?? []).flatMap(blockMissingAlt) };
  }
  if (uid === AUTHOR) {
    const author = (await strapi.db.query(AUTHOR).findOne({ where: draft, select: ["name"], populate: { portrait: IMAGE_FIELDS } })) as {
      name: string;
      portrait?: Image | null;
    } | null;
    if (!author?.portrait || hasAlt(author.portrait)) return undefined;
    return {
      subject: `the author "${author.name}"`,
      missing: [{ what: `the portrait "${author.portrait.name}"`, path: ["portrait"], image: author.portrait }],
    };
  }
  if (uid === CONFIGURATION) {
    const configuration = (await strapi.db.query(CONFIGURATION).findOne({ where: draft, populate: { structured_data_logo: IMAGE_FIELDS } })) as {
      structured_data_logo?: Image | null;
    } | null;
    const logo = configuration?.structured_data_logo;
    if (!logo || hasAlt(logo)) return undefined;
    return { subject: "the configuration", missing: [{ what: `the logo "${logo.name}"`, path: ["structured_data_logo"], image: logo }] };
  }
  return undefined;
};
