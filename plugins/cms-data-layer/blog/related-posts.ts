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
  // One pass keeping the best few, not a sort of every post: every post page asks, so a sort would cost
  // N log N per page, N² log N per build (issue 17: thousands of posts).
  const best: T[] = [];
  for (const candidate of all) {
    if (candidate.id === post.id) continue;
    const at = best.findIndex((kept) => indexOrder(candidate, kept) < 0);
    if (at === -1) {
      if (best.length < count) best.push(candidate);
    } else {
      best.splice(at, 0, candidate);
      if (best.length > count) best.pop();
    }
  }
  return best;
}

/** The blog index's order: newest first, then by title. */
const indexOrder = (a: RelatedCandidate, b: RelatedCandidate): number =>
  (b.published_on ?? "").localeCompare(a.published_on ?? "") || (a.title ?? "").localeCompare(b.title ?? "");
