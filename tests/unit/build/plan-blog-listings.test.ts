import { planRoutes, type ListingEntry, type PageEntry, type PlannedRoute, type PostEntry } from "../../../plugins/cms-data-layer/routes/plan-routes";

type Locale = PageEntry["locale"];

const page = (documentId: string, locale: Locale, slug: string, parent?: PageEntry["ref"], caseStudyIds?: string[]): PageEntry => ({
  id: `${documentId}-${locale}`,
  documentId,
  locale,
  title: `${slug} (${locale})`,
  ref: { slug, parent },
  ...(caseStudyIds ? { caseStudyIds } : {}),
});
const site = (locale: Locale) => [page("home", locale, "home"), page("cookies", locale, locale === "en" ? "cookie-policy" : "politique-de-cookies")];

/** Post n of the English blog: a day of March 2026 each, so post 1 is the oldest; every post tagged small-business. */
const post = (n: number, extra: Partial<PostEntry> = {}): PostEntry => ({
  id: `p${n}-en`,
  documentId: `p${n}`,
  locale: "en",
  title: `Post ${n}`,
  slug: `post-${n}`,
  publishedOn: `2026-03-${String(n).padStart(2, "0")}`,
  tagIds: ["small-business-en"],
  ...extra,
});

const listing = (kind: ListingEntry["kind"], documentId: string, locale: Locale, slug: string, name = slug): ListingEntry => ({
  id: `${documentId}-${locale}`,
  documentId,
  locale,
  kind,
  name,
  slug,
});

const listings = (routes: PlannedRoute[]) =>
  routes
    .filter((route) => route.template === "blog-listing")
    .map((route) => [route.path, route.context.postIds, route.context.currentPage, route.context.pageCount]);

describe("planRoutes: the blog's category, tag and author listings (docs/blog.md)", () => {
  it("gives a tag with seven posts two pages of six and one, newest first, page 2 at …/page/2/", () => {
    const posts = Array.from({ length: 7 }, (_, i) => post(i + 1));
    const routes = planRoutes(site("en"), posts, [listing("tag", "small-business", "en", "small-business", "Small business")]);
    expect(listings(routes)).toEqual([
      ["/blog/tag/small-business/", ["p7-en", "p6-en", "p5-en", "p4-en", "p3-en", "p2-en"], 1, 2],
      ["/blog/tag/small-business/page/2/", ["p1-en"], 2, 2],
    ]);
    expect(routes.find((route) => route.path === "/blog/tag/small-business/page/2/")?.context).toMatchObject({ id: "small-business-en", kind: "tag" });
  });

  it("lists a category's and an author's own posts only", () => {
    const posts = [
      post(1, { categoryId: "strategy-en", authorId: "priya-raman-en" }),
      post(2, { categoryId: "brand-en", authorId: "hannah-lindqvist-en" }),
      post(3, { categoryId: "strategy-en", authorId: "hannah-lindqvist-en" }),
    ];
    const routes = planRoutes(site("en"), posts, [
      listing("category", "strategy", "en", "strategy"),
      listing("author", "hannah-lindqvist", "en", "hannah-lindqvist"),
    ]);
    expect(listings(routes)).toEqual([
      ["/blog/category/strategy/", ["p3-en", "p1-en"], 1, 1],
      ["/blog/author/hannah-lindqvist/", ["p3-en", "p2-en"], 1, 1],
    ]);
  });

  it("gives a category, tag or author with no post yet its one (empty) page", () => {
    const routes = planRoutes(
      site("en"),
      [],
      [listing("category", "search", "en", "search"), listing("tag", "email", "en", "email"), listing("author", "samuel-osei", "en", "samuel-osei")],
    );
    expect(listings(routes)).toEqual([
      ["/blog/category/search/", [], 1, 1],
      ["/blog/tag/email/", [], 1, 1],
      ["/blog/author/samuel-osei/", [], 1, 1],
    ]);
  });

  it("puts French listings under /fr/ with their French slugs, each page's alternates the other language's same page", () => {
    const posts = [post(1), post(2, { id: "p2-fr", locale: "fr", slug: "article-2", tagIds: ["small-business-fr"] })];
    const routes = planRoutes([...site("en"), ...site("fr")], posts, [
      listing("tag", "small-business", "en", "small-business"),
      listing("tag", "small-business", "fr", "petites-entreprises"),
      listing("author", "priya-raman", "en", "priya-raman"),
      listing("author", "priya-raman", "fr", "priya-raman"),
    ]);
    expect(listings(routes)).toEqual([
      ["/blog/tag/small-business/", ["p1-en"], 1, 1],
      ["/blog/author/priya-raman/", [], 1, 1],
      ["/fr/blog/tag/petites-entreprises/", ["p2-fr"], 1, 1],
      ["/fr/blog/author/priya-raman/", [], 1, 1],
    ]);
    expect(routes.find((route) => route.path === "/fr/blog/tag/petites-entreprises/")?.context.alternates).toEqual([
      { locale: "en", path: "/blog/tag/small-business/" },
      { locale: "fr", path: "/fr/blog/tag/petites-entreprises/" },
    ]);
  });

  it("reports a listing whose path another route claims", () => {
    expect(() => planRoutes(site("en"), [], [listing("tag", "a", "en", "same"), listing("tag", "b", "en", "same")])).toThrow(
      'tag "same" and tag "same" both claim the path /blog/tag/same/',
    );
  });
});

describe("planRoutes: a post's previous and next post (docs/blog.md)", () => {
  it("hands each post the post before it (newer) and after it (older) in the index's order; none past either end", () => {
    const routes = planRoutes(site("en"), [post(2), post(3), post(1)]);
    const neighbours = routes.filter((route) => route.template === "blog-post").map((route) => [route.path, route.context.previous, route.context.next]);
    expect(neighbours).toEqual([
      ["/blog/post-2/", ["p3-en"], ["p1-en"]],
      ["/blog/post-3/", [], ["p2-en"]],
      ["/blog/post-1/", ["p2-en"], []],
    ]);
  });
});

describe("planRoutes: what the site search indexes a route as", () => {
  it("posts are 'post', case studies 'case-study', other CMS pages 'page'; listings, the index and the site's own pages have none", () => {
    const work = page("work", "en", "work", undefined, ["tally-en"]);
    const tally = page("tally", "en", "tally", { slug: "work" });
    const routes = planRoutes([...site("en"), work, tally], [post(1)], [listing("tag", "email", "en", "email")]);
    expect(Object.fromEntries(routes.map((route) => [route.path, route.context.searchType ?? null]))).toEqual({
      "/": "page",
      "/cookie-policy/": "page",
      "/work/": "page",
      "/work/tally/": "case-study",
      "/blog/post-1/": "post",
      "/blog/": null,
      "/blog/tag/email/": null,
      "/enquiry-received/": null,
      "/404/": null,
      "/search/": null,
    });
  });
});

describe("planRoutes: a case study's previous and next (docs/blog.md, 'Case studies')", () => {
  const parent = { slug: "work" };
  const studies = ["harbour-and-pine", "northfield-physio", "tally"].map((slug) => page(slug, "en", slug, parent));
  const neighbours = (routes: PlannedRoute[]) =>
    Object.fromEntries(routes.filter((route) => route.template === "page").map((route) => [route.path, [route.context.previous, route.context.next]]));

  it("follows the Work page's case-studies block, not the home page's shorter list; the ends have one neighbour", () => {
    const home = page("home", "en", "home", undefined, ["tally-en", "harbour-and-pine-en"]);
    const work = page("work", "en", "work", undefined, ["harbour-and-pine-en", "northfield-physio-en", "tally-en"]);
    const routes = planRoutes([home, page("cookies", "en", "cookie-policy"), work, ...studies], []);
    expect(neighbours(routes)).toEqual({
      "/": [[], []],
      "/cookie-policy/": [[], []],
      "/work/": [[], []],
      "/work/harbour-and-pine/": [[], ["northfield-physio-en"]],
      "/work/northfield-physio/": [["harbour-and-pine-en"], ["tally-en"]],
      "/work/tally/": [["northfield-physio-en"], []],
    });
  });

  it("a case study its parent does not list follows the first page, by path, that lists it", () => {
    const home = page("home", "en", "home", undefined, ["tally-en", "harbour-and-pine-en"]);
    const work = page("work", "en", "work", undefined, ["harbour-and-pine-en"]);
    const routes = planRoutes([home, page("cookies", "en", "cookie-policy"), work, ...studies], []);
    expect(neighbours(routes)["/work/tally/"]).toEqual([[], ["harbour-and-pine-en"]]);
    expect(neighbours(routes)["/work/harbour-and-pine/"]).toEqual([[], []]);
    expect(routes.find((route) => route.path === "/work/northfield-physio/")?.context.searchType).toBe("page");
  });

  it("skips a listed page that is not published in the locale", () => {
    const work = page("work", "en", "work", undefined, ["harbour-and-pine-en", "draft-en", "tally-en"]);
    const routes = planRoutes([...site("en"), work, studies[0]!, studies[2]!], []);
    expect(neighbours(routes)["/work/harbour-and-pine/"]).toEqual([[], ["tally-en"]]);
  });
});
