/** What the related-posts rule reads of a post. */
export interface RelatedCandidate {
  id: string;
  title?: string | null;
  published_on?: string | null;
}

/** Posts a post page offers to read next (docs/content-model.md, blog posts). */
const RELATED_POST_COUNT = 3;

/**
 * The posts to read next: the model has no tags or categories, so the most recent other posts, in the
 * blog index's order (newest first, then by title). Never the post itself; fewer when there are fewer.
 */
export function relatedPosts<T extends RelatedCandidate>(post: { id: string }, all: Iterable<T>, count = RELATED_POST_COUNT): T[] {
  return [...all]
    .filter((candidate) => candidate.id !== post.id)
    .sort((a, b) => (b.published_on ?? "").localeCompare(a.published_on ?? "") || (a.title ?? "").localeCompare(b.title ?? ""))
    .slice(0, count);
}
