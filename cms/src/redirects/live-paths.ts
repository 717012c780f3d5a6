import type { Core } from "@strapi/strapi";
import { blogPostPathOf, MAX_PARENT_WALK, pagePathOf } from "../lib/site-path";

const PAGE = "api::page.page";
const BLOG_POST = "api::blog-post.blog-post";

/** A path the live site has, and who holds it (for messages). */
export interface LiveEntry {
  documentId: string;
  /** `page "About us"`, `blog post "…"`, `the blog index`. */
  name: string;
  path: string;
}

interface PageRow {
  documentId: string;
  title: string;
  slug: string;
  parent?: { documentId: string } | null;
}

/** The blog index's own paths (/blog/, /blog/page/2/, …): the site serves them whatever the CMS holds. */
const BLOG_INDEX = /^\/blog\/(page\/\d+\/)?$/;

/**
 * Every path the published content gives the site: published pages under their published parents, and published
 * posts. Read from the published versions (what visitors see), keyed by document, so a change of slug, parent or a
 * parent's slug shows as the same document at another path.
 */
export const livePaths = async (strapi: Core.Strapi): Promise<Map<string, LiveEntry>> => {
  const pages = (await strapi.db.query(PAGE).findMany({
    where: { publishedAt: { $notNull: true } },
    select: ["documentId", "title", "slug"],
    populate: { parent: { select: ["documentId"] } },
  })) as PageRow[];
  const byDocument = new Map(pages.map((page) => [page.documentId, page]));
  const entries = new Map<string, LiveEntry>();
  for (const page of pages) {
    const slugs = [page.slug];
    let parent = page.parent ? byDocument.get(page.parent.documentId) : undefined;
    for (let depth = 0; parent && depth < MAX_PARENT_WALK; depth += 1) {
      slugs.unshift(parent.slug);
      parent = parent.parent ? byDocument.get(parent.parent.documentId) : undefined;
    }
    entries.set(`page:${page.documentId}`, { documentId: page.documentId, name: `page "${page.title}"`, path: pagePathOf(slugs) });
  }
  const posts = (await strapi.db.query(BLOG_POST).findMany({
    where: { publishedAt: { $notNull: true } },
    select: ["documentId", "title", "slug"],
  })) as PageRow[];
  for (const post of posts) {
    entries.set(`post:${post.documentId}`, { documentId: post.documentId, name: `blog post "${post.title}"`, path: blogPostPathOf(post.slug) });
  }
  return entries;
};

/** Who holds `path` on the live site, if anyone (a page, a post or the blog index). */
export const liveHolderOf = (entries: Map<string, LiveEntry>, path: string): string | undefined => {
  if (BLOG_INDEX.test(path)) return "the blog index";
  for (const entry of entries.values()) if (entry.path === path) return entry.name;
  return undefined;
};
