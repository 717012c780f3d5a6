import { relatedPostsByPost, type RelatedCandidate } from "../../../../plugins/cms-data-layer/blog/related-posts";

/** Posts as the node store holds them: id, title, the editor's date. Out of order on purpose. */
const POSTS = [
  { id: "n-3", slug: "paid-social", title: "Paid social on a small budget", published_on: "2025-12-09" },
  { id: "n-1", slug: "brand-refresh", title: "When is it time to refresh your brand?", published_on: "2026-02-17" },
  { id: "n-5", slug: "measurement", title: "Measuring marketing that matters", published_on: "2025-10-21" },
  { id: "n-2", slug: "local-seo", title: "Local SEO for service businesses", published_on: "2026-01-27" },
  { id: "n-4", slug: "content-calendar", title: "Build a content calendar you will actually keep", published_on: "2025-11-18" },
];

const slugsFor = (id: string, all: readonly (typeof POSTS)[number][] = POSTS) => (relatedPostsByPost(all).get(id) ?? []).map((post) => post.slug);

describe("related posts without categories or tags: the three posts after it in the blog's order (docs/blog.md)", () => {
  it("the newest post offers the next three", () => {
    expect(slugsFor("n-1")).toEqual(["local-seo", "paid-social", "content-calendar"]);
  });

  it("an older post offers the posts published before it, never itself", () => {
    expect(slugsFor("n-2")).toEqual(["paid-social", "content-calendar", "measurement"]);
  });

  it("near the oldest post, the list goes on from the newest", () => {
    expect(slugsFor("n-4")).toEqual(["measurement", "brand-refresh", "local-seo"]);
    expect(slugsFor("n-5")).toEqual(["brand-refresh", "local-seo", "paid-social"]);
  });

  it("each post is offered by exactly three others, so an edit touches few pages", () => {
    const offeredBy = new Map<string, number>();
    for (const related of relatedPostsByPost(POSTS).values()) {
      for (const post of related) offeredBy.set(post.slug, (offeredBy.get(post.slug) ?? 0) + 1);
    }
    expect(Object.fromEntries(offeredBy)).toEqual({
      "brand-refresh": 3,
      "local-seo": 3,
      "paid-social": 3,
      "content-calendar": 3,
      measurement: 3,
    });
  });

  it("posts of the same day follow the blog index: by title", () => {
    const sameDay = [
      { id: "a", slug: "zebra", title: "Zebra crossings", published_on: "2026-03-01" },
      { id: "b", slug: "apples", title: "Apples", published_on: "2026-03-01" },
      { id: "c", slug: "older", title: "Older", published_on: "2026-01-01" },
      { id: "d", slug: "mangoes", title: "Mangoes", published_on: "2026-03-01" },
      { id: "e", slug: "oldest", title: "Oldest", published_on: "2025-01-01" },
    ];
    expect(slugsFor("b", sameDay)).toEqual(["mangoes", "zebra", "older"]);
  });

  it("fewer posts, fewer suggestions; a blog of one post suggests nothing, an empty blog no entries", () => {
    expect(slugsFor("n-1", POSTS.slice(0, 3))).toEqual(["paid-social", "measurement"]);
    expect(slugsFor("n-1", [POSTS[1]!])).toEqual([]);
    expect(relatedPostsByPost([]).size).toBe(0);
  });
});

/** The seed's newest posts with their category and tags (/tmp/seed-taxonomy.md), dates one week apart, newest first. */
const TOPICAL = [
  { id: "refresh", title: "When to refresh your brand", published_on: "2026-03-09", categoryId: "brand", tagIds: ["branding", "small-business"] },
  { id: "local-seo", title: "Local SEO", published_on: "2026-03-02", categoryId: "search", tagIds: ["local-search", "small-business"] },
  { id: "paid-social", title: "Paid social", published_on: "2026-02-23", categoryId: "advertising", tagIds: ["budgets", "small-business"] },
  { id: "calendar", title: "Content calendar", published_on: "2026-02-16", categoryId: "content", tagIds: ["planning", "small-business"] },
  { id: "measuring", title: "Measuring marketing", published_on: "2026-02-09", categoryId: "strategy", tagIds: ["analytics", "planning"] },
  { id: "cookies", title: "Cookie consent", published_on: "2026-02-02", categoryId: "strategy", tagIds: ["privacy", "analytics"] },
  { id: "email", title: "Email marketing", published_on: "2026-01-26", categoryId: "content", tagIds: ["email", "small-business"] },
];

const idsFor = (id: string, all: readonly RelatedCandidate[] = TOPICAL) => (relatedPostsByPost(all).get(id) ?? []).map((post) => post.id);

describe("related posts with categories and tags: what it shares most first, then the posts after it (docs/blog.md)", () => {
  it("a post in the same category and with a shared tag comes first, then those sharing the category or a tag", () => {
    // measuring: cookies shares its category (2) and analytics (1); calendar shares planning (1); the rest nothing.
    expect(idsFor("measuring")).toEqual(["cookies", "calendar", "email"]);
  });

  it("the same category outweighs one shared tag: email (content, small-business) before the posts sharing one tag", () => {
    // measuring shares planning, the rest small-business: equals, so the one right after calendar comes first.
    expect(idsFor("calendar")).toEqual(["email", "measuring", "refresh"]);
  });

  it("among posts that share as much, the ones after it in the blog's order come first, going on from the newest", () => {
    // Every other small-business post shares one tag: after email (the oldest) the list goes on from the newest.
    expect(idsFor("email")).toEqual(["calendar", "refresh", "local-seo"]);
  });

  it("a post that shares nothing with any other still gets the three after it", () => {
    const loner = { id: "loner", title: "Loner", published_on: "2026-03-10", categoryId: "other", tagIds: ["nothing"] };
    expect(idsFor("loner", [loner, ...TOPICAL])).toEqual(["refresh", "local-seo", "paid-social"]);
  });
});

/** The rule as docs/blog.md states it, score by score: every other post scored, then sorted (slow, but plainly right). */
function byTheRule(all: readonly RelatedCandidate[], id: string): string[] {
  const ordered = [...all].sort((a, b) => (b.published_on ?? "").localeCompare(a.published_on ?? "") || (a.title ?? "").localeCompare(b.title ?? ""));
  const at = ordered.findIndex((post) => post.id === id);
  const post = ordered[at]!;
  const scored = ordered
    .slice(at + 1)
    .concat(ordered.slice(0, at))
    .map((other, distance) => ({
      id: other.id,
      distance,
      score: (post.categoryId && post.categoryId === other.categoryId ? 2 : 0) + (other.tagIds ?? []).filter((tag) => (post.tagIds ?? []).includes(tag)).length,
    }));
  scored.sort((a, b) => b.score - a.score || a.distance - b.distance);
  return scored.slice(0, 3).map((entry) => entry.id);
}

describe("related posts at the scale of a busy blog", () => {
  it("600 posts with random categories and tags: every post's three are the rule's, though not every post is scored", () => {
    let seed = 42;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const posts = Array.from({ length: 600 }, (_, n) => ({
      id: `post-${n}`,
      title: `Post ${n}`,
      published_on: `2026-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 10)}`,
      categoryId: random() < 0.2 ? null : `category-${Math.floor(random() * 12)}`,
      tagIds: [...new Set(Array.from({ length: Math.floor(random() * 4) }, () => `tag-${Math.floor(random() * 30)}`))],
    }));
    const related = relatedPostsByPost(posts);
    const differing = posts.filter((post) => JSON.stringify(related.get(post.id)?.map((other) => other.id)) !== JSON.stringify(byTheRule(posts, post.id)));
    expect(differing.map((post) => post.id)).toEqual([]);
    expect(related.size).toBe(600);
  });
});
