import { blogListingPagePath, type BlogListing } from "../../../cms/src/contract/blog-paths";

/** Posts per page of every blog listing: the index, a category, a tag, an author (docs/blog.md). */
const POSTS_PER_LISTING_PAGE = 6;

/** How many pages a listing of this many posts has: one at least, empty or not ("no posts yet"). */
function listingPageCount(postCount: number): number {
  return Math.max(1, Math.ceil(postCount / POSTS_PER_LISTING_PAGE));
}

/** A listing's pages for this many posts, locale-neutral: `/blog/tag/x/` always, then `/blog/tag/x/page/2/` … */
export function blogListingPaths(listing: BlogListing, postCount: number): string[] {
  return Array.from({ length: listingPageCount(postCount) }, (_, index) => blogListingPagePath(listing, index + 1));
}

/** The ids on page n (1-based) of a listing whose posts are already in the index's order. */
export function listingPageIds(orderedIds: readonly string[], page: number): string[] {
  return orderedIds.slice((page - 1) * POSTS_PER_LISTING_PAGE, page * POSTS_PER_LISTING_PAGE);
}
