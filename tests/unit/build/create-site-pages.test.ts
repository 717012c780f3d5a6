/**
 * @jest-environment node
 */
import type { CreatePagesArgs } from "gatsby";
import { createSitePages } from "../../../plugins/cms-data-layer/routes/create-site-pages";
import { RoutePlanError } from "../../../plugins/cms-data-layer/routes/plan-routes";

type FakeNode = Record<string, unknown> & { id: string; internal: { type: string } };

/** The node store as gatsby-source-strapi and our navigation sourcing leave it. */
function store(nodes: FakeNode[]) {
  const createPage = jest.fn();
  const createSlice = jest.fn();
  const args = {
    actions: { createPage, createSlice },
    getNode: (id: string) => nodes.find((node) => node.id === id),
    getNodesByType: (type: string) => nodes.filter((node) => node.internal.type === type),
  } as unknown as CreatePagesArgs;
  return { args, createPage, createSlice };
}

const page = (id: string, slug: string, extra: Record<string, unknown> = {}): FakeNode => ({
  id,
  slug,
  title: slug.toUpperCase(),
  documentId: `doc-${id}`,
  publishedAt: "2026-01-01",
  internal: { type: "STRAPI_PAGE" },
  ...extra,
});
const base = [page("home", "home"), page("cookie", "cookie-policy")];
const button = (id: string, target: string | null): FakeNode => ({
  id,
  label: "Talk to us",
  page___NODE: target,
  internal: { type: "STRAPI__COMPONENT_BLOCKS_PAGE_BUTTON" },
});
const menu = (items: unknown[]): FakeNode => ({ id: "nav", slug: "main-navigation", items, internal: { type: "NavigationMenu" } });

function problems(nodes: FakeNode[]): string[] {
  try {
    createSitePages(store(nodes).args);
  } catch (error) {
    if (error instanceof RoutePlanError) return error.problems;
    throw error;
  }
  return [];
}

describe("createSitePages", () => {
  it("creates a route per published page and post, skipping relation copies of unpublished pages", () => {
    const { args, createPage } = store([
      ...base,
      page("about", "about"),
      { ...page("draft", "draft-only"), publishedAt: undefined },
      { id: "post", slug: "hello", title: "Hello", published_on: "2026-02-01", internal: { type: "STRAPI_BLOG_POST" } },
    ]);
    createSitePages(args);
    expect(createPage.mock.calls.map(([call]) => call.path)).toEqual([
      "/",
      "/cookie-policy/",
      "/about/",
      "/blog/hello/",
      "/blog/",
      "/enquiry-received/",
      "/404/",
      "/search/",
    ]);
  });

  it("plans a listing per published category, tag and author, from the posts' links; a case study's neighbours from the blocks", () => {
    const taxonomy = (type: string, id: string, slug: string, extra: Record<string, unknown> = {}): FakeNode => ({
      id,
      documentId: `doc-${id}`,
      name: slug,
      slug,
      publishedAt: "2026-01-01",
      internal: { type },
      ...extra,
    });
    const { args, createPage } = store([
      ...base,
      page("work", "work", { content___NODE: ["block"] }),
      { id: "block", items___NODE: ["item-1", "item-2"], internal: { type: "STRAPI__COMPONENT_BLOCKS_CASE_STUDIES" } },
      { id: "item-1", page___NODE: "tally", internal: { type: "STRAPI__COMPONENT_SHARED_CASE_STUDY" } },
      { id: "item-2", page___NODE: "harbour", internal: { type: "STRAPI__COMPONENT_SHARED_CASE_STUDY" } },
      page("tally", "tally", { strapi_parent: { slug: "work" } }),
      page("harbour", "harbour-and-pine", { strapi_parent: { slug: "work" } }),
      taxonomy("STRAPI_CATEGORY", "strategy", "strategy"),
      taxonomy("STRAPI_TAG", "planning", "planning"),
      // A relation's copy of an unpublished tag: no listing, and the post does not count it.
      taxonomy("STRAPI_TAG", "draft-tag", "draft-tag", { publishedAt: undefined }),
      taxonomy("STRAPI_AUTHOR", "priya", "priya-raman"),
      {
        id: "post",
        slug: "hello",
        title: "Hello",
        published_on: "2026-02-01",
        category___NODE: "strategy",
        tags___NODE: ["planning", "draft-tag"],
        author___NODE: "priya",
        internal: { type: "STRAPI_BLOG_POST" },
      },
    ]);
    createSitePages(args);
    const calls = createPage.mock.calls.map(([call]) => call);
    const context = (path: string) => calls.find((call) => call.path === path)?.context;
    expect(calls.filter((call) => call.component.endsWith("blog-listing.tsx")).map((call) => [call.path, call.context.postIds])).toEqual([
      ["/blog/category/strategy/", ["post"]],
      ["/blog/tag/planning/", ["post"]],
      ["/blog/author/priya-raman/", ["post"]],
    ]);
    expect([context("/work/tally/")?.previous, context("/work/tally/")?.next, context("/work/tally/")?.searchType]).toEqual([[], ["harbour"], "case-study"]);
    expect([context("/work/harbour-and-pine/")?.previous, context("/work/harbour-and-pine/")?.next]).toEqual([["tally"], []]);
  });

  it("makes a header and a footer slice per language, with its catalogue and cookie policy, and gives each page its language's", () => {
    const fr = (id: string, slug: string, documentId: string) => ({ ...page(id, slug), documentId, locale: "fr" });
    const { args, createPage, createSlice } = store([
      ...base.map((node) => ({ ...node, locale: "en" })),
      fr("home-fr", "home", "doc-home"),
      fr("cookie-fr", "politique-de-cookies", "doc-cookie"),
    ]);
    createSitePages(args);
    const slices = createSlice.mock.calls.map(([call]) => [
      call.id,
      call.component.replace(process.cwd(), ""),
      call.context.locale,
      call.context.cookiePolicyPath,
    ]);
    expect(slices).toEqual([
      ["site-header", "/src/app/slices/site-header.tsx", "en", "/cookie-policy/"],
      ["site-footer", "/src/app/slices/site-footer.tsx", "en", "/cookie-policy/"],
      ["site-header-fr", "/src/app/slices/site-header.tsx", "fr", "/fr/politique-de-cookies/"],
      ["site-footer-fr", "/src/app/slices/site-footer.tsx", "fr", "/fr/politique-de-cookies/"],
    ]);
    // A slice's words come from the data layer's catalogues (src/i18n/use-catalogue.ts), not from its context.
    expect(createSlice.mock.calls[2]![0].context).toEqual({ locale: "fr", cookiePolicyPath: "/fr/politique-de-cookies/" });
    const slicesOf = (path: string) => createPage.mock.calls.find(([call]) => call.path === path)![0].slices;
    expect(slicesOf("/")).toEqual({ "site-header": "site-header", "site-footer": "site-footer" });
    expect(slicesOf("/fr/404/")).toEqual({ "site-header": "site-header-fr", "site-footer": "site-footer-fr" });
  });

  it("lets posts and listing pages share the blog's header, unless a menu links their path or a path between", () => {
    const post = (id: string, slug: string) => ({ id, slug, title: slug, published_on: "2026-02-01", internal: { type: "STRAPI_BLOG_POST" } });
    const { args, createPage } = store([
      ...base,
      post("p1", "hello"),
      post("p2", "linked"),
      menu([
        { title: "Blog", kind: "external", url: "/blog/", items: [] },
        { title: "Our pick", kind: "external", url: "/blog/linked", items: [] },
      ]),
    ]);
    createSitePages(args);
    const sectionOf = (path: string) => createPage.mock.calls.find(([call]) => call.path === path)![0].context.menuSection;
    expect([sectionOf("/blog/hello/"), sectionOf("/blog/linked/"), sectionOf("/blog/"), sectionOf("/")]).toEqual(["/blog/", undefined, "/blog/", undefined]);
  });

  it("creates the French tree from French nodes, each page with its locale, alternates and cookie policy, and no catalogue", () => {
    const fr = (id: string, slug: string, documentId: string) => ({ ...page(id, slug), documentId, locale: "fr" });
    const { args, createPage } = store([
      ...base.map((node) => ({ ...node, locale: "en" })),
      fr("home-fr", "home", "doc-home"),
      fr("cookie-fr", "politique-de-cookies", "doc-cookie"),
    ]);
    createSitePages(args);
    const french = createPage.mock.calls.map(([call]) => call).filter((call) => call.path.startsWith("/fr/"));
    expect(french.map((call) => [call.path, call.component.replace(process.cwd(), ""), call.matchPath])).toEqual([
      ["/fr/", "/src/templates/page.tsx", undefined],
      ["/fr/politique-de-cookies/", "/src/templates/page.tsx", undefined],
      ["/fr/blog/", "/src/templates/blog-index.tsx", undefined],
      ["/fr/enquiry-received/", "/src/pages/enquiry-received.tsx", undefined],
      ["/fr/404/", "/src/pages/404.tsx", undefined],
      ["/fr/search/", "/src/templates/search.tsx", undefined],
      ["/fr/404.html", "/src/pages/404.tsx", undefined],
    ]);
    const home = french[0]!.context;
    expect([home.locale, home.alternates, home.cookiePolicyPath, "messages" in home]).toEqual([
      "fr",
      [
        { locale: "en", path: "/" },
        { locale: "fr", path: "/fr/" },
      ],
      "/fr/politique-de-cookies/",
      false,
    ]);
  });

  it("checks a French menu against the French pages, and ignores the menus of a locale without a site", () => {
    const item = { title: "Services", kind: "internal", pageDocumentId: "doc-about", items: [] };
    const frMenu = { ...menu([item]), id: "nav-fr", locale: "fr" };
    const frHome = { ...page("home-fr", "home"), documentId: "doc-home", locale: "fr" };
    expect(problems([...base, page("about", "about"), frHome, frMenu])).toEqual([
      'navigation "main-navigation" (Français): the item "Services" points at a page that is missing or not published',
    ]);
    expect(problems([...base, page("about", "about"), frMenu])).toEqual([]);
  });

  it("fails when a button points at a page that is missing or not published, naming page and button", () => {
    expect(
      problems([
        ...base,
        page("contact", "contact", { content___NODE: ["b1", "b2"] }),
        button("b1", "gone"),
        button("b2", "draft"),
        { ...page("draft", "draft"), publishedAt: undefined },
      ]),
    ).toEqual([
      'page "CONTACT": the button "Talk to us" points at a page that is missing or not published',
      'page "CONTACT": the button "Talk to us" points at a page that is missing or not published',
    ]);
  });

  it("fails when a menu item points at a page that is not built, naming the navigation and the item", () => {
    expect(problems([...base, menu([{ title: "About", kind: "internal", pageDocumentId: "doc-nowhere", items: [] }])])).toEqual([
      'navigation "main-navigation": the item "About" points at a page that is missing or not published',
    ]);
  });

  it("fails when a menu item's page is gone from the CMS (no related page at all)", () => {
    expect(problems([...base, menu([{ title: "Our work", kind: "internal", items: [] }])])).toEqual([
      'navigation "main-navigation": the item "Our work" points at a page that is missing or not published',
    ]);
  });

  it("collects route problems too: a page nested too deep", () => {
    const deep = { slug: "c", strapi_parent: { slug: "b", strapi_parent: { slug: "a" } } };
    expect(problems([...base, page("d", "d", { strapi_parent: deep })])).toEqual([expect.stringMatching(/Page "d" is nested deeper than 3 levels/)]);
  });
});
