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
  const topics = ordered.map((post) => ({ categoryId: post.categoryId ?? null, tags: new Set(post.tagIds ?? []) }));
  return new Map(ordered.map((post, at) => [post.id, relatedTo(ordered, topics, at, shown)]));
}

interface Topics {
  categoryId: string | null;
  tags: ReadonlySet<string>;
}

/**
 * The `shown` posts that share most with `ordered[at]`, nearer first among equals: the posts that follow it are read in
 * turn (going on from the newest), and the reading stops once `shown` of them share all the post could share, since no
 * later post can come before them. Scoring every other post and sorting them all, per post, took seconds at 5,000
 * posts (bench/RESULTS.md, 2026-11-29).
 */
function relatedTo<T>(ordered: readonly T[], topics: readonly Topics[], at: number, shown: number): T[] {
  if (shown === 0) return [];
  const own = topics[at]!;
  const ceiling = (own.categoryId ? CATEGORY_WEIGHT : 0) + own.tags.size;
  const best: { post: T; score: number }[] = [];
  for (let distance = 0; distance < ordered.length - 1; distance += 1) {
    if (best.length === shown && best[shown - 1]!.score >= ceiling) break;
    const index = (at + 1 + distance) % ordered.length;
    const score = sharedTopics(own, topics[index]!);
    if (best.length === shown && score <= best[shown - 1]!.score) continue;
    // After every post that shares as much: it is farther than they are.
    const place = best.findIndex((entry) => entry.score < score);
    best.splice(place === -1 ? best.length : place, 0, { post: ordered[index]!, score });
    if (best.length > shown) best.pop();
  }
  return best.map((entry) => entry.post);
}

function sharedTopics(post: Topics, other: Topics): number {
  const sameCategory = post.categoryId && post.categoryId === other.categoryId ? CATEGORY_WEIGHT : 0;
  let shared = 0;
  for (const tag of other.tags) if (post.tags.has(tag)) shared += 1;
  return sameCategory + shared;
}

/** The blog index's order, which every listing, the related posts and a post's previous/next follow: newest first, then by title. */
export const blogIndexOrder = (a: RelatedCandidate, b: RelatedCandidate): number =>
  (b.published_on ?? "").localeCompare(a.published_on ?? "") || (a.title ?? "").localeCompare(b.title ?? "");
