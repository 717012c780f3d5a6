/** What the related-posts rule reads of a post. */
export interface RelatedCandidate {
  id: string;
  title?: string | null;
  published_on?: string | null;
}

/** Posts a post page offers to read next (docs/content-model.md, blog posts). */
const RELATED_POST_COUNT = 3;

/**
 * The posts to read next, for every post at once: the model has no tags or categories, so the posts that follow
 * it in the blog index's order (newest first, then by title), going on from the newest past the oldest. Never the
 * post itself; fewer when the blog has fewer.
 *
 * Why the following posts and not the newest ones: each post is then offered by three pages only, so editing a
 * post re-renders a handful of pages instead of every post (publish → live at 1,000 posts, bench/build-scale.ts).
 */
export function relatedPostsByPost<T extends RelatedCandidate>(all: readonly T[], count = RELATED_POST_COUNT): Map<string, T[]> {
  const ordered = [...all].sort(indexOrder);
  const shown = Math.max(0, Math.min(count, ordered.length - 1));
  return new Map(ordered.map((post, at) => [post.id, Array.from({ length: shown }, (_, step) => ordered[(at + 1 + step) % ordered.length]!)]));
}

/** The blog index's order: newest first, then by title. */
const indexOrder = (a: RelatedCandidate, b: RelatedCandidate): number =>
  (b.published_on ?? "").localeCompare(a.published_on ?? "") || (a.title ?? "").localeCompare(b.title ?? "");
