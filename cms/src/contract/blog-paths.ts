/**
 * The blog's listing paths, locale-neutral (a translation adds its prefix with localizedPath): the one place the site's
 * routes, the CMS's redirects and live paths, and the publisher read them from. Page n of a listing adds `page/{n}/`.
 *
 *   /blog/                         the index        /blog/page/2/
 *   /blog/category/{slug}/         a category       /blog/category/{slug}/page/2/
 *   /blog/tag/{slug}/              a tag            /blog/tag/{slug}/page/2/
 *   /blog/author/{slug}/           an author        /blog/author/{slug}/page/2/
 */
export const BLOG_BASE_PATH = "/blog/";

/** What a blog listing lists: every post, or the posts of one category, tag or author. */
export type BlogListing = { kind: "index" } | { kind: "category" | "tag" | "author"; slug: string };

/** The first page of a listing. */
export function blogListingPath(listing: BlogListing): string {
  return listing.kind === "index" ? BLOG_BASE_PATH : `${BLOG_BASE_PATH}${listing.kind}/${listing.slug}/`;
}

/** Page n (1-based) of a listing: page 1 is the listing's own path. */
export function blogListingPagePath(listing: BlogListing, page: number): string {
  const first = blogListingPath(listing);
  return page <= 1 ? first : `${first}page/${page}/`;
}

export const categoryPath = (slug: string): string => blogListingPath({ kind: "category", slug });
export const tagPath = (slug: string): string => blogListingPath({ kind: "tag", slug });
export const authorPath = (slug: string): string => blogListingPath({ kind: "author", slug });
