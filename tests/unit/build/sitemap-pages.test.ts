import { seoPlugins } from "../../../plugins/cms-data-layer/seo/seo-plugins";
import { readBuildEnv } from "../../../plugins/cms-data-layer/env";

interface SitemapOptions {
  resolvePages(data: unknown): { path: string; lastmod?: string | null; alternates?: unknown }[];
}

const sitemap = () => {
  const plugin = seoPlugins(readBuildEnv({ STRAPI_TOKEN: "unused" })).find((entry) => entry.resolve === "gatsby-plugin-sitemap");
  return plugin!.options as unknown as SitemapOptions;
};

/** Gatsby's built pages, as the sitemap's query reads them (no translations). */
const built = (paths: string[]) => ({ nodes: paths.map((path) => ({ path, pageContext: {} })) });

const posts = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ slug: `post-${i + 1}`, updatedAt: `2026-03-${String(i + 1).padStart(2, "0")}T10:00:00.000Z` }));

describe("the sitemap's pages", () => {
  it("lists the pages, the posts and every page of the blog index, the index dated by the newest post change", () => {
    const pages = sitemap().resolvePages({
      allSitePage: built(["/", "/blog/", "/blog/page/2/", ...posts(7).map((post) => `/blog/${post.slug}/`)]),
      allStrapiPage: { nodes: [{ path: "/", updatedAt: "2026-01-01T00:00:00.000Z" }] },
      allStrapiBlogPost: { nodes: posts(7) },
    });
    expect(pages.map((page) => page.path)).toEqual([
      "/",
      "/blog/post-1/",
      "/blog/post-2/",
      "/blog/post-3/",
      "/blog/post-4/",
      "/blog/post-5/",
      "/blog/post-6/",
      "/blog/post-7/",
      "/blog/",
      "/blog/page/2/",
    ]);
    expect(pages.filter((page) => page.path.startsWith("/blog/page/") || page.path === "/blog/").map((page) => page.lastmod)).toEqual([
      "2026-03-07T10:00:00.000Z",
      "2026-03-07T10:00:00.000Z",
    ]);
  });

  it("lists /blog/ even with no post yet, since the index is built anyway", () => {
    const pages = sitemap().resolvePages({ allSitePage: built(["/blog/"]), allStrapiPage: { nodes: [] }, allStrapiBlogPost: { nodes: [] } });
    expect(pages).toEqual([{ path: "/blog/", lastmod: undefined, alternates: [] }]);
  });
});

describe("the sitemap's blog listings (docs/blog.md)", () => {
  it("lists every built page of every category, tag and author listing, with its alternates; not the search page", () => {
    const alternates = [
      { locale: "en", path: "/blog/tag/small-business/" },
      { locale: "fr", path: "/fr/blog/tag/petites-entreprises/" },
    ];
    const pages = sitemap().resolvePages({
      allSitePage: {
        nodes: [
          { path: "/blog/", pageContext: {} },
          { path: "/search/", pageContext: {} },
          { path: "/blog/category/search/", pageContext: { kind: "category", alternates: [] } },
          { path: "/blog/tag/small-business/", pageContext: { kind: "tag", alternates } },
          { path: "/blog/tag/small-business/page/2/", pageContext: { kind: "tag", alternates: [] } },
          { path: "/fr/blog/tag/petites-entreprises/", pageContext: { kind: "tag", alternates } },
          { path: "/blog/author/priya-raman/", pageContext: { kind: "author", alternates: [] } },
        ],
      },
      allStrapiPage: { nodes: [] },
      allStrapiBlogPost: { nodes: [] },
    });
    expect(pages.map((page) => page.path)).toEqual([
      "/blog/",
      "/blog/category/search/",
      "/blog/tag/small-business/",
      "/blog/tag/small-business/page/2/",
      "/fr/blog/tag/petites-entreprises/",
      "/blog/author/priya-raman/",
    ]);
    expect(pages.find((page) => page.path === "/fr/blog/tag/petites-entreprises/")?.alternates).toEqual(alternates);
  });
});

describe("the sitemap and feeds in two locales", () => {
  const builtPages = {
    nodes: [
      {
        path: "/services/",
        pageContext: {
          alternates: [
            { locale: "en", path: "/services/" },
            { locale: "fr", path: "/fr/services-fr/" },
          ],
        },
      },
      {
        path: "/fr/services-fr/",
        pageContext: {
          alternates: [
            { locale: "en", path: "/services/" },
            { locale: "fr", path: "/fr/services-fr/" },
          ],
        },
      },
      { path: "/about/", pageContext: { alternates: [{ locale: "en", path: "/about/" }] } },
      { path: "/blog/", pageContext: { alternates: [{ locale: "en", path: "/blog/" }] } },
      { path: "/", pageContext: { alternates: [{ locale: "en", path: "/" }] } },
      { path: "/blog/hello/", pageContext: { alternates: [{ locale: "en", path: "/blog/hello/" }] } },
    ],
  };
  const options = () => sitemap() as unknown as SitemapOptions & { serialize(page: unknown): unknown };

  it("lists only built pages, each translated one with its alternates and x-default", () => {
    const pages = options().resolvePages({
      allSitePage: builtPages,
      allStrapiPage: {
        nodes: [
          { path: "/services/", updatedAt: "2026-01-01T00:00:00.000Z" },
          { path: "/fr/services-fr/", updatedAt: "2026-01-02T00:00:00.000Z" },
          { path: "/about/", updatedAt: "2026-01-03T00:00:00.000Z" },
          { path: "/fr/sans-site/", updatedAt: "2026-01-04T00:00:00.000Z" },
        ],
      },
      allStrapiBlogPost: { nodes: [{ slug: "hello", locale: "en", updatedAt: "2026-03-01T00:00:00.000Z" }] },
    });
    expect(pages.map((page) => page.path)).toEqual(["/services/", "/fr/services-fr/", "/about/", "/blog/hello/", "/blog/"]);
    expect(pages.map((page) => options().serialize(page))).toEqual([
      {
        url: "/services/",
        lastmod: "2026-01-01T00:00:00.000Z",
        links: [
          { lang: "en", url: "/services/" },
          { lang: "fr", url: "/fr/services-fr/" },
          { lang: "x-default", url: "/services/" },
        ],
      },
      {
        url: "/fr/services-fr/",
        lastmod: "2026-01-02T00:00:00.000Z",
        links: [
          { lang: "en", url: "/services/" },
          { lang: "fr", url: "/fr/services-fr/" },
          { lang: "x-default", url: "/services/" },
        ],
      },
      { url: "/about/", lastmod: "2026-01-03T00:00:00.000Z" },
      { url: "/blog/hello/", lastmod: "2026-03-01T00:00:00.000Z" },
      { url: "/blog/", lastmod: "2026-03-01T00:00:00.000Z" },
    ]);
  });

  interface FeedOptions {
    feeds: {
      output: string;
      match: string;
      setup(data: unknown): { feed_url: string; language: string; title: string };
      serialize(data: unknown): { url: string }[];
    }[];
  }
  const feeds = () =>
    (seoPlugins(readBuildEnv({ STRAPI_TOKEN: "unused" })).find((entry) => entry.resolve === "gatsby-plugin-feed")!.options as unknown as FeedOptions).feeds;
  const feedData = (sitePaths: string[]) => ({
    query: {
      site: { siteMetadata: { siteUrl: "https://example.test" } },
      allSitePage: { nodes: sitePaths.map((path) => ({ path })) },
      allStrapiConfiguration: {
        nodes: [
          { locale: "en", structured_data_name: "Lumen & Lark", structured_data_description: "An agency" },
          { locale: "fr", structured_data_name: "Lumen & Lark", structured_data_description: "Une agence" },
        ],
      },
      allStrapiBlogPost: {
        nodes: [
          { title: "Hello", slug: "hello", locale: "en", excerpt: null, published_on: "2026-03-01" },
          { title: "Bonjour", slug: "bonjour", locale: "fr", excerpt: null, published_on: "2026-03-01" },
        ],
      },
    },
  });

  it("writes one feed per locale, each with its own posts and language", () => {
    const [english, french] = feeds();
    expect([english!.output, french!.output]).toEqual(["/rss.xml", "/fr/rss.xml"]);
    const data = feedData(["/", "/fr/"]);
    expect(english!.serialize(data).map((item) => item.url)).toEqual(["https://example.test/blog/hello/"]);
    expect(french!.serialize(data).map((item) => item.url)).toEqual(["https://example.test/fr/blog/bonjour/"]);
    expect(french!.setup(data)).toMatchObject({ feed_url: "https://example.test/fr/rss.xml", language: "fr", description: "Une agence" });
    expect(english!.setup(data)).toMatchObject({ feed_url: "https://example.test/rss.xml", language: "en", description: "An agency" });
  });

  it("links each feed from its own language's pages only", () => {
    const [english, french] = feeds();
    const linkedFrom = (match: string) =>
      ["/", "/blog/a-post/", "/france-trip/", "/fr/", "/fr/blog/un-article/"].filter((path) => new RegExp(match).test(path));
    expect(linkedFrom(english!.match)).toEqual(["/", "/blog/a-post/", "/france-trip/"]);
    expect(linkedFrom(french!.match)).toEqual(["/fr/", "/fr/blog/un-article/"]);
  });

  it("leaves the feed of a locale without a site empty", () => {
    expect(feeds()[1]!.serialize(feedData(["/"]))).toEqual([]);
  });
});
