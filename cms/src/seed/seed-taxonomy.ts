import type { Core, UID } from "@strapi/strapi";
import type { LocaleCode } from "../contract/locales";
import { ensurePublished, type DocumentRef } from "./documents";
import { mediaId, type MediaIds } from "./media";
import type { AuthorSeed, TaxonomySeed, TaxonomyTranslationSeed, TermSeed } from "./seed-types";

const CATEGORY = "api::category.category";
const TAG = "api::tag.tag";
const AUTHOR = "api::author.author";

/** English slug → document, for each of the three types: how the posts find what they link. */
export interface TaxonomyRefs {
  categories: Map<string, DocumentRef>;
  tags: Map<string, DocumentRef>;
  authors: Map<string, DocumentRef>;
}

const emptyTaxonomy = (): TaxonomyRefs => ({ categories: new Map(), tags: new Map(), authors: new Map() });

const termData = (term: TermSeed) => ({ name: term.name, slug: term.slug, description: term.description ?? null });

/** The fields every translation of an author shares; a translation is saved with them too, or Strapi would empty them. */
const sharedAuthorFields = (author: AuthorSeed, media: MediaIds) => ({ name: author.name, slug: author.slug, portrait: mediaId(media, author.portrait) });

const ensureAll = async <T extends { slug: string }>(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  noun: string,
  items: readonly T[],
  data: (item: T) => Record<string, unknown>,
): Promise<Map<string, DocumentRef>> => {
  const refs = new Map<string, DocumentRef>();
  for (const item of items) refs.set(item.slug, await ensurePublished(strapi, uid, { slug: item.slug }, () => data(item), `${noun} ${item.slug}`));
  return refs;
};

/** Creates and publishes the profile's categories, tags and authors in the default language, before the posts link them. */
export const seedTaxonomy = async (strapi: Core.Strapi, taxonomy: TaxonomySeed | undefined, media: MediaIds): Promise<TaxonomyRefs> => {
  if (!taxonomy) return emptyTaxonomy();
  return {
    categories: await ensureAll(strapi, CATEGORY, "category", taxonomy.categories, termData),
    tags: await ensureAll(strapi, TAG, "tag", taxonomy.tags, termData),
    authors: await ensureAll(strapi, AUTHOR, "author", taxonomy.authors, (author) => ({
      ...sharedAuthorFields(author, media),
      role: author.role ?? null,
      bio: author.bio ?? null,
    })),
  };
};

/** Writes and publishes one document's version in `locale` unless it is already there (an interrupted seed goes on). */
const ensureTranslation = async (
  strapi: Core.Strapi,
  uid: UID.ContentType,
  ref: DocumentRef | undefined,
  locale: LocaleCode,
  label: string,
  data: () => Record<string, unknown>,
): Promise<void> => {
  if (!ref) throw new Error(`[seed] ${locale} translation of unknown ${label}`);
  const documents = strapi.documents(uid);
  const { documentId } = ref;
  const find = (status: "draft" | "published") => documents.findOne({ documentId, locale, status, fields: ["documentId"] as never });
  if (!(await find("draft"))) await documents.update({ documentId, locale, data: data() as never });
  if (!(await find("published"))) {
    await documents.publish({ documentId, locale });
    strapi.log.info(`[seed] published ${locale} ${label}`);
  }
};

/**
 * Gives the categories, tags and authors listed in `translation` (by English slug) their version in `locale`, published
 * before that language's posts, which link them (a published post links only published versions).
 */
export const seedTaxonomyTranslations = async (
  strapi: Core.Strapi,
  locale: LocaleCode,
  taxonomy: TaxonomySeed | undefined,
  translation: TaxonomyTranslationSeed | undefined,
  media: MediaIds,
  refs: TaxonomyRefs,
): Promise<void> => {
  if (!taxonomy || !translation) return;
  for (const [key, term] of Object.entries(translation.categories))
    await ensureTranslation(strapi, CATEGORY, refs.categories.get(key), locale, `category ${key}`, () => termData(term));
  for (const [key, term] of Object.entries(translation.tags))
    await ensureTranslation(strapi, TAG, refs.tags.get(key), locale, `tag ${key}`, () => termData(term));
  for (const [key, words] of Object.entries(translation.authors)) {
    const author = taxonomy.authors.find((candidate) => candidate.slug === key);
    if (!author) throw new Error(`[seed] ${locale} translation of unknown author "${key}"`);
    await ensureTranslation(strapi, AUTHOR, refs.authors.get(key), locale, `author ${key}`, () => ({
      ...sharedAuthorFields(author, media),
      role: words.role ?? null,
      bio: words.bio ?? null,
    }));
  }
};

const refOf = (refs: Map<string, DocumentRef>, noun: string, slug: string): DocumentRef => {
  const ref = refs.get(slug);
  if (!ref) throw new Error(`[seed] unknown ${noun} "${slug}" (not in the profile's taxonomy)`);
  return ref;
};

/**
 * A post's author, category and tags as relation input. The relations are localized: connected by documentId, Strapi
 * links the version in the locale of the post being written, so a French post links the French translations.
 */
export const taxonomyLinks = (post: { author?: string; category?: string; tags?: string[] }, refs: TaxonomyRefs) => ({
  author: post.author ? { connect: [{ documentId: refOf(refs.authors, "author", post.author).documentId }] } : null,
  category: post.category ? { connect: [{ documentId: refOf(refs.categories, "category", post.category).documentId }] } : null,
  tags: { connect: (post.tags ?? []).map((slug) => ({ documentId: refOf(refs.tags, "tag", slug).documentId })) },
});
