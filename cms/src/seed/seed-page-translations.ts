import type { Core } from "@strapi/strapi";
import type { LocaleCode } from "../contract/locales";
import { connect, type DocumentRef } from "./documents";
import type { MediaIds } from "./media";
import { blockData, linkedSlugs, orderPages, seoData, type PageRefs } from "./seed-pages";
import type { PageSeed, PageTranslationSeed } from "./seed-types";

const PAGE = "api::page.page";

/**
 * Gives the English pages their versions in `locale` (same documentId; Strapi resolves a relation by documentId
 * within the entry's locale), in the same three passes as the English pages: every missing version as a draft,
 * parents first, linking only pages that have a version in the locale already; then each unpublished version
 * completed and published; then the ones with links published once more. A page's parent must be translated too.
 * A version that is already published is left alone, so an interrupted run resumes cleanly.
 */
export const seedPageTranslations = async (
  strapi: Core.Strapi,
  locale: LocaleCode,
  pages: PageSeed[],
  translations: Record<string, PageTranslationSeed>,
  media: MediaIds,
  refs: PageRefs,
): Promise<void> => {
  const documents = strapi.documents(PAGE);
  const translated = orderPages(pages).filter((page) => translations[page.slug]);
  for (const key of Object.keys(translations)) {
    if (!refs.has(key)) throw new Error(`[seed] ${locale} translation of unknown page "${key}"`);
  }
  for (const page of translated) {
    if (page.parent && !translations[page.parent]) throw new Error(`[seed] ${locale} page "${page.slug}" has an untranslated parent "${page.parent}"`);
    for (const target of (translations[page.slug] as PageTranslationSeed).content.flatMap(linkedSlugs)) {
      if (!translations[target]) throw new Error(`[seed] ${locale} page "${page.slug}" links to untranslated page "${target}"`);
    }
  }

  const documentIdOf = (key: string) => (refs.get(key) as DocumentRef).documentId;
  const data = (page: PageSeed, within: PageRefs) => {
    const translation = translations[page.slug] as PageTranslationSeed;
    return {
      title: translation.title,
      slug: translation.slug,
      parent: page.parent ? connect(within.get(page.parent)) : undefined,
      seo: seoData(translation.seo, media),
      content: translation.content.map((block) => blockData(block, media, within)),
    };
  };
  const find = (key: string, status: "draft" | "published") =>
    documents.findOne({ documentId: documentIdOf(key), locale, status, fields: ["documentId"] as never }) as Promise<DocumentRef | null>;

  const present: PageRefs = new Map();
  for (const page of translated) {
    if (!(await find(page.slug, "draft"))) {
      await documents.update({ documentId: documentIdOf(page.slug), locale, data: data(page, present) as never });
    }
    present.set(page.slug, { documentId: documentIdOf(page.slug) });
  }

  const publishedNow: PageSeed[] = [];
  for (const page of translated) {
    if (await find(page.slug, "published")) continue;
    const documentId = documentIdOf(page.slug);
    await documents.update({ documentId, locale, data: data(page, present) as never });
    await documents.publish({ documentId, locale });
    publishedNow.push(page);
    strapi.log.info(`[seed] published ${locale} page ${(translations[page.slug] as PageTranslationSeed).slug}`);
  }

  for (const page of publishedNow) {
    if ((translations[page.slug] as PageTranslationSeed).content.some((block) => linkedSlugs(block).length > 0)) {
      await documents.publish({ documentId: documentIdOf(page.slug), locale });
    }
  }
};
