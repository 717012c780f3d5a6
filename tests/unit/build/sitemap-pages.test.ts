import { seoPlugins } from "../../../plugins/cms-data-layer/seo/seo-plugins";
import { readBuildEnv } from "../../../plugins/cms-data-layer/env";

interface SitemapOptions {
  resolvePages(data: unknown): { path: string; lastmod?: string | null }[];
}

const sitemap = () => {
  const plugin = seoPlugins(readBuildEnv({ STRAPI_TOKEN: "unused" })).find((entry) => entry.resolve === "gatsby-plugin-sitemap");
  return plugin!.options as unknown as SitemapOptions;
};

const posts = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ slug: `post-${i + 1}`, updatedAt: `2026-03-${String(i + 1).padStart(2, "0")}T10:00:00.000Z` }));

describe("the sitemap's pages", () => {
  it("lists the pages, the posts and every page of the blog index, the index dated by the newest post change", () => {
    const pages = sitemap().resolvePages({
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
    const pages = sitemap().resolvePages({ allStrapiPage: { nodes: [] }, allStrapiBlogPost: { nodes: [] } });
    expect(pages).toEqual([{ path: "/blog/", lastmod: undefined }]);
  });
});
