import type { Core } from "@strapi/strapi";
import type { LocaleCode } from "../contract/locales";
import { ensurePublished, type DocumentRef } from "./documents";
import { mediaId, resolveUploadUrls, type MediaIds } from "./media";
import { seoData } from "./seed-pages";
import { taxonomyLinks, type TaxonomyRefs } from "./seed-taxonomy";
import type { PostSeed, PostTranslationSeed } from "./seed-types";

const POST = "api::blog-post.blog-post";

/** Slug (English) → the post's document. */
export type PostRefs = Map<string, DocumentRef>;

/**
 * The fields every translation shares (cover, date). A translation is written with them too: Strapi copies
 * a version's shared fields to its other versions on save, so a translation saved without them would empty them.
 * The author, category and tags are localized relations: each version links its own language's (taxonomyLinks).
 */
const sharedFields = (post: PostSeed, media: MediaIds) => ({
  published_on: post.published_on,
  cover: mediaId(media, post.cover),
});

export const seedPosts = async (strapi: Core.Strapi, posts: readonly PostSeed[], media: MediaIds, taxonomy: TaxonomyRefs): Promise<PostRefs> => {
  const refs: PostRefs = new Map();
  for (const post of posts) {
    const body = await resolveUploadUrls(strapi, post.body, media);
    const ref = await ensurePublished(
      strapi,
      POST,
      { slug: post.slug },
      () => ({
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        body,
        ...sharedFields(post, media),
        ...taxonomyLinks(post, taxonomy),
        seo: seoData(post.seo, media),
      }),
      `post /blog/${post.slug}`,
    );
    refs.set(post.slug, ref);
  }
  return refs;
};

/**
 * Gives the posts listed in `translations` (by English slug) their version in `locale`, created and published
 * unless it is already; the others stay in English only and are not on that language's blog. The version links the
 * translations of the English post's author, category and tags (seeded before it in that language).
 */
export const seedPostTranslations = async (
  strapi: Core.Strapi,
  locale: LocaleCode,
  posts: readonly PostSeed[],
  translations: Record<string, PostTranslationSeed>,
  media: MediaIds,
  refs: PostRefs,
  taxonomy: TaxonomyRefs,
): Promise<void> => {
  const documents = strapi.documents(POST);
  for (const [key, translation] of Object.entries(translations)) {
    const post = posts.find((candidate) => candidate.slug === key);
    const ref = refs.get(key);
    if (!post || !ref) throw new Error(`[seed] ${locale} translation of unknown post "${key}"`);
    const { documentId } = ref;
    const find = (status: "draft" | "published") => documents.findOne({ documentId, locale, status, fields: ["documentId"] as never });
    if (!(await find("draft"))) {
      const data = {
        title: translation.title,
        slug: translation.slug,
        excerpt: translation.excerpt,
        body: await resolveUploadUrls(strapi, translation.body, media),
        ...sharedFields(post, media),
        ...taxonomyLinks(post, taxonomy),
        seo: seoData(translation.seo, media),
      };
      await documents.update({ documentId, locale, data: data as never });
    }
    if (!(await find("published"))) {
      await documents.publish({ documentId, locale });
      strapi.log.info(`[seed] published ${locale} post ${translation.slug}`);
    }
  }
};
