import type { Core } from "@strapi/strapi";
import { authorPath, categoryPath, tagPath } from "../contract/blog-paths";
import { DEFAULT_LOCALE, LOCALE_CODES, localePrefix, localizedPath } from "../contract/locales";
import { localeAdjective } from "../lib/locale-names";
import { blogPostPathOf, entryLocale, MAX_PARENT_WALK, pagePathOf } from "../lib/site-path";

const PAGE = "api::page.page";
const BLOG_POST = "api::blog-post.blog-post";

/** The blog's listings of one category, tag or author: each published one has a page (and page 2, 3, … of it). */
const LISTINGS = [
  { kind: "category", uid: "api::category.category", noun: "category", path: categoryPath },
  { kind: "tag", uid: "api::tag.tag", noun: "tag", path: tagPath },
  { kind: "author", uid: "api::author.author", noun: "author", path: authorPath },
] as const;

type LiveKind = "page" | "post" | (typeof LISTINGS)[number]["kind"];

/** A path the live site has, and who holds it (for messages). */
export interface LiveEntry {
  documentId: string;
  locale: string;
  /** `page "About us"`, `French page "À propos"`, `blog post "…"`, `category "Search"`, `the blog index`. */
  name: string;
  path: string;
  /** A category's, tag's or author's listing: its later pages (`<path>page/2/`) are its too. */
  listing?: boolean;
}

interface PageRow {
  documentId: string;
  locale?: string | null;
  title: string;
  slug: string;
  parent?: { documentId: string } | null;
}

interface ListingRow {
  documentId: string;
  locale?: string | null;
  name: string;
  slug: string;
}

/** The blog index's own paths in every locale (/blog/, /blog/page/2/, /fr/blog/, …): the site serves them whatever the CMS holds. */
const BLOG_INDEXES = LOCALE_CODES.map((code) => new RegExp(`^${localePrefix(code)}/blog/(page/\\d+/)?$`));

/**
 * How the entries are keyed: `page:<documentId>` for the default locale's version (as before localization),
 * `page:<documentId>@fr` for a translation. `kind` is `page`, `post`, `category`, `tag` or `author`.
 */
export const liveKey = (kind: LiveKind, documentId: string, locale: string = DEFAULT_LOCALE): string =>
  entryLocale(locale) === DEFAULT_LOCALE ? `${kind}:${documentId}` : `${kind}:${documentId}@${entryLocale(locale)}`;

/**
 * Every path the published content gives the site: published pages under their published parents (in the same
 * locale), published posts, and the listing of every published category, tag and author, each under its locale's prefix. Read from the published versions (what visitors
 * see), keyed by document and locale, so a change of slug, parent or a parent's slug shows as the same entry at
 * another path.
 */
export const livePaths = async (strapi: Core.Strapi): Promise<Map<string, LiveEntry>> => {
  const pages = (await strapi.db.query(PAGE).findMany({
    where: { publishedAt: { $notNull: true } },
    select: ["documentId", "locale", "title", "slug"],
    populate: { parent: { select: ["documentId"] } },
  })) as PageRow[];
  const byDocument = new Map(pages.map((page) => [liveKey("page", page.documentId, page.locale ?? undefined), page]));
  const entries = new Map<string, LiveEntry>();
  for (const page of pages) {
    const locale = entryLocale(page.locale);
    const slugs = [page.slug];
    let parent = page.parent ? byDocument.get(liveKey("page", page.parent.documentId, locale)) : undefined;
    for (let depth = 0; parent && depth < MAX_PARENT_WALK; depth += 1) {
      slugs.unshift(parent.slug);
      parent = parent.parent ? byDocument.get(liveKey("page", parent.parent.documentId, locale)) : undefined;
    }
    entries.set(liveKey("page", page.documentId, locale), {
      documentId: page.documentId,
      locale,
      name: `${localeAdjective(locale)}page "${page.title}"`,
      path: pagePathOf(slugs, locale),
    });
  }
  const posts = (await strapi.db.query(BLOG_POST).findMany({
    where: { publishedAt: { $notNull: true } },
    select: ["documentId", "locale", "title", "slug"],
  })) as PageRow[];
  for (const post of posts) {
    const locale = entryLocale(post.locale);
    entries.set(liveKey("post", post.documentId, locale), {
      documentId: post.documentId,
      locale,
      name: `${localeAdjective(locale)}blog post "${post.title}"`,
      path: blogPostPathOf(post.slug, locale),
    });
  }
  for (const listing of LISTINGS) {
    const rows = (await strapi.db.query(listing.uid).findMany({
      where: { publishedAt: { $notNull: true } },
      select: ["documentId", "locale", "name", "slug"],
    })) as ListingRow[];
    for (const row of rows) {
      const locale = entryLocale(row.locale);
      entries.set(liveKey(listing.kind, row.documentId, locale), {
        documentId: row.documentId,
        locale,
        name: `${localeAdjective(locale)}${listing.noun} "${row.name}"`,
        path: localizedPath(locale, listing.path(row.slug)),
        listing: true,
      });
    }
  }
  return entries;
};

/** What follows a listing's path on its later pages. */
const LATER_PAGE = /^page\/\d+\/$/;

/** Who holds `path` on the live site, if anyone (a page, a post or the blog index). */
export const liveHolderOf = (entries: Map<string, LiveEntry>, path: string): string | undefined => {
  if (BLOG_INDEXES.some((index) => index.test(path))) return "the blog index";
  for (const entry of entries.values())
    if (entry.path === path || (entry.listing && LATER_PAGE.test(path.slice(entry.path.length)) && path.startsWith(entry.path))) return entry.name;
  return undefined;
};
