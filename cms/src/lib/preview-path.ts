import type { Core } from "@strapi/strapi";
import { authorPath, categoryPath, tagPath } from "../contract/blog-paths";
import { DEFAULT_LOCALE, localizedPath } from "../contract/locales";
import { blogPostPathOf, entryLocale, MAX_PARENT_WALK, pagePathOf } from "./site-path";

const PAGE = "api::page.page";
const BLOG_POST = "api::blog-post.blog-post";
const CONFIGURATION = "api::configuration.configuration";
/** Categories, tags and authors: each has its listing page. */
const LISTINGS: Record<string, (slug: string) => string> = {
  "api::category.category": categoryPath,
  "api::tag.tag": tagPath,
  "api::author.author": authorPath,
};

interface PageRow {
  slug?: string | null;
  parent?: { id: number } | null;
}

/**
 * Where the site shows a document, by the site's route rules (src/lib/page-path.ts, which the CMS cannot
 * import): a page under its parents, `/` for the home page, `/blog/{slug}/` for a post, `/blog/category/{slug}/` (tag,
 * author) for a category's, tag's or author's listing, `/` for the
 * configuration (it shapes every page), each under its locale's prefix (`/fr/…` for the French version). Read
 * from the draft in that locale, which is what the preview shows. Null for any other type or a document without a
 * slug (or without a version in that locale) yet.
 */
export const sitePathOf = async (strapi: Core.Strapi, uid: string, documentId: string, locale: string = DEFAULT_LOCALE): Promise<string | null> => {
  const code = entryLocale(locale);
  if (uid === CONFIGURATION) return pagePathOf(["home"], code);
  if (uid === BLOG_POST) {
    const post = (await strapi.db.query(BLOG_POST).findOne({ where: { documentId, locale: code, publishedAt: null }, select: ["slug"] })) as PageRow | null;
    return post?.slug ? blogPostPathOf(post.slug, code) : null;
  }
  const listing = LISTINGS[uid];
  if (listing) {
    const row = (await strapi.db.query(uid as never).findOne({ where: { documentId, locale: code, publishedAt: null }, select: ["slug"] })) as PageRow | null;
    return row?.slug ? localizedPath(code, listing(row.slug)) : null;
  }
  if (uid !== PAGE) return null;
  const query = strapi.db.query(PAGE);
  const page = (await query.findOne({
    where: { documentId, locale: code, publishedAt: null },
    select: ["slug"],
    populate: { parent: { select: ["id"] } },
  })) as PageRow | null;
  if (!page?.slug) return null;
  const segments = [page.slug];
  let parent = page.parent;
  for (let depth = 0; parent && depth < MAX_PARENT_WALK; depth += 1) {
    const row = (await query.findOne({ where: { id: parent.id }, select: ["slug"], populate: { parent: { select: ["id"] } } })) as PageRow | null;
    if (!row?.slug) break;
    segments.unshift(row.slug);
    parent = row.parent;
  }
  return pagePathOf(segments, code);
};
