import { planRoutes, type PageEntry, type PlannedRoute, type PostEntry } from "../../../plugins/cms-data-layer/routes/plan-routes";
import { routePlanErrorOf } from "../support/route-plan-error";
import { pageRefFromNode } from "../../../plugins/cms-data-layer/routes/page-node-ref";

const page = (id: string, slug: string, parent?: PageEntry["ref"]): PageEntry => ({
  id,
  documentId: `doc-${id}`,
  locale: "en",
  title: slug.toUpperCase(),
  ref: { slug, parent },
});
const base = [page("h", "home"), page("c", "cookie-policy")];
const post = (n: number): PostEntry => ({
  id: `p${n}`,
  documentId: `doc-p${n}`,
  locale: "en",
  title: `Post ${n}`,
  slug: `post-${n}`,
  publishedOn: `2026-01-${String(n).padStart(2, "0")}`,
});
const cmsRoutes = (routes: PlannedRoute[]) => routes.filter((route) => !["not-found", "enquiry-received", "search"].includes(route.template));

const errorOf = routePlanErrorOf;

describe("planRoutes", () => {
  it("maps home to /, nested pages to their parent chain, posts under /blog/", () => {
    const services = { slug: "services" };
    const digital = { slug: "digital", parent: services };
    const routes = planRoutes([...base, page("s", "services"), page("d", "digital", services), page("seo", "seo", digital)], [post(1)]);
    expect(cmsRoutes(routes).map((route) => [route.path, route.template])).toEqual([
      ["/", "page"],
      ["/cookie-policy/", "page"],
      ["/services/", "page"],
      ["/services/digital/", "page"],
      ["/services/digital/seo/", "page"],
      ["/blog/post-1/", "blog-post"],
      ["/blog/", "blog-index"],
    ]);
  });

  it("hands each post page the ids of the three posts after it in the blog's order to read next, the oldest going on to the newest", () => {
    const routes = planRoutes(base, [post(1), post(2), post(3), post(4), post(5)]);
    expect(
      routes.filter((route) => route.template === "blog-post").map((route) => [route.path, { id: route.context.id, related: route.context.related }]),
    ).toEqual([
      ["/blog/post-1/", { id: "p1", related: ["p5", "p4", "p3"] }],
      ["/blog/post-2/", { id: "p2", related: ["p1", "p5", "p4"] }],
      ["/blog/post-3/", { id: "p3", related: ["p2", "p1", "p5"] }],
      ["/blog/post-4/", { id: "p4", related: ["p3", "p2", "p1"] }],
      ["/blog/post-5/", { id: "p5", related: ["p4", "p3", "p2"] }],
    ]);
  });

  it("paginates the blog index once there are more posts than fit on a page", () => {
    const routes = planRoutes(
      base,
      Array.from({ length: 13 }, (_, i) => post(i + 1)),
    );
    const index = routes.filter((route) => route.template === "blog-index");
    // Each page's posts by id, newest first: the page's query then depends on those posts alone.
    expect(index.map((route) => [route.path, route.context.postIds, route.context.pageCount])).toEqual([
      ["/blog/", ["p13", "p12", "p11", "p10", "p9", "p8"], 3],
      ["/blog/page/2/", ["p7", "p6", "p5", "p4", "p3", "p2"], 3],
      ["/blog/page/3/", ["p1"], 3],
    ]);
  });

  it("names every entry that cannot be built, all at once", () => {
    const a = { slug: "a" };
    const deep = { slug: "c", parent: { slug: "b", parent: a } };
    const error = errorOf(() => planRoutes([...base, page("x", "a"), page("y", "a"), page("z", "d", deep)], []));
    expect(error.problems).toEqual([expect.stringMatching(/Page "d" is nested deeper than 3 levels/), 'page "A" and page "A" both claim the path /a/']);
  });

  it("reports a missing home page and cookie policy", () => {
    const error = errorOf(() => planRoutes([page("a", "about")], []));
    expect(error.message).toMatch(/home page \(\/\) is missing/);
    expect(error.message).toMatch(/\/cookie-policy\/ is missing/);
  });

  it("reports a page whose slug collides with the blog", () => {
    const error = errorOf(() => planRoutes([...base, page("b", "blog")], [post(1)]));
    expect(error.problems).toEqual(['page "BLOG" and blog index page 1 both claim the path /blog/']);
  });
});

describe("pageRefFromNode", () => {
  it("reads gatsby-source-strapi's embedded strapi_parent copies into the route rule's shape", () => {
    const node = { slug: "seo", strapi_parent: { slug: "digital", strapi_parent: { slug: "services", strapi_parent: null } } };
    expect(pageRefFromNode(node)).toEqual({ slug: "seo", parent: { slug: "digital", parent: { slug: "services", parent: null } } });
    const tooDeep = { slug: "d", strapi_parent: { slug: "c", strapi_parent: node } };
    expect(() => planRoutes([...base, { id: "d", documentId: "doc-d", locale: "en", title: "D", ref: pageRefFromNode(tooDeep) }], [])).toThrow(
      /Page "d" is nested deeper than 3 levels/,
    );
  });
});
