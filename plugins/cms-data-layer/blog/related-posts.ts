/** What the related-posts rule reads of a post. */
export interface RelatedCandidate {
  id: string;
  title?: string | null;
  published_on?: string | null;
  /** The id of the post's category, if it has one. */
  categoryId?: string | null;
  /** The ids of the post's tags. */
  tagIds?: readonly string[] | null;
}

/** Posts a post page offers to read next (docs/blog.md). */
const RELATED_POST_COUNT = 3;

/** A shared category weighs as much as two shared tags: a category is the broader, editor-chosen grouping. */
const CATEGORY_WEIGHT = 2;

/**
 * The posts to read next, for every post at once (docs/blog.md, "Related posts"): the posts that share most with it
 * first (its category counts two, each shared tag one), and among equals, and for the posts that share nothing, the
 * posts that follow it in the blog index's order (newest first, then by title), going on from the newest past the
 * oldest. Never the post itself; fewer when the blog has fewer.
 *
 * Why the ids are chosen here, at planning time, and ties go to the following posts rather than the newest: a post's
 * page then depends on the three posts it shows, and each post is shown by few pages (the posts next to it, or close to
 * it in its topics), so editing a post re-renders a handful of pages instead of every post (publish → live at 1,000
 * posts, bench/build-scale.ts).
 */
export function relatedPostsByPost<T extends RelatedCandidate>(all: readonly T[], count = RELATED_POST_COUNT): Map<string, T[]> {
  const ordered = [...all].sort(blogIndexOrder);
  const shown = Math.max(0, Math.min(count, ordered.length - 1));
  return new Map(
    ordered.map((post, at) => {
      const following = Array.from({ length: ordered.length - 1 }, (_, step) => ordered[(at + 1 + step) % ordered.length]!);
      const scored = following.map((other, distance) => ({ other, distance, score: sharedTopics(post, other) }));
      scored.sort((a, b) => b.score - a.score || a.distance - b.distance);
      return [post.id, scored.slice(0, shown).map((entry) => entry.other)];
    }),
  );
}

function sharedTopics(post: RelatedCandidate, other: RelatedCandidate): number {
  const sameCategory = post.categoryId && post.categoryId === other.categoryId ? CATEGORY_WEIGHT : 0;
  const tags = new Set(post.tagIds ?? []);
  return sameCategory + (other.tagIds ?? []).filter((tag) => tags.has(tag)).length;
}

/** The blog index's order, which every listing, the related posts and a post's previous/next follow: newest first, then by title. */
export const blogIndexOrder = (a: RelatedCandidate, b: RelatedCandidate): number =>
  (b.published_on ?? "").localeCompare(a.published_on ?? "") || (a.title ?? "").localeCompare(b.title ?? "");
