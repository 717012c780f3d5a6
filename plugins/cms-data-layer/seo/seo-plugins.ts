import { blogPostPath } from "../../../src/lib/page-path";
import { blogIndexPaths } from "../routes/plan-routes";
import type { BuildEnv } from "../env";

/**
 * sitemap, RSS feed and web manifest through Gatsby's own plugins. The sitemap lists the CMS's pages, its
 * posts and the blog index's pages (dated by the newest post change), and nothing else; the feed lists posts
 * newest first.
 */
interface SitemapData {
  allStrapiPage: { nodes: { path: string; updatedAt?: string | null }[] };
  allStrapiBlogPost: { nodes: { slug: string; updatedAt?: string | null }[] };
}

interface FeedData {
  query: {
    site: { siteMetadata: { siteUrl: string } };
    strapiConfiguration?: { structured_data_name?: string | null; structured_data_description?: string | null } | null;
    allStrapiBlogPost: { nodes: { title: string; slug: string; excerpt?: string | null; published_on: string }[] };
  };
}

export function seoPlugins(env: BuildEnv) {
  return [
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        output: "/",
        resolveSiteUrl: () => env.siteUrl,
        query: `{
          allStrapiPage { nodes { path updatedAt } }
          allStrapiBlogPost { nodes { slug updatedAt } }
        }`,
        resolvePages: ({ allStrapiPage, allStrapiBlogPost }: SitemapData) => {
          const posts = allStrapiBlogPost.nodes;
          const latestPostChange = posts.map((post) => post.updatedAt ?? "").reduce((latest, date) => (date > latest ? date : latest), "");
          return [
            ...allStrapiPage.nodes.map((page) => ({ path: page.path, lastmod: page.updatedAt })),
            ...posts.map((post) => ({ path: blogPostPath(post.slug), lastmod: post.updatedAt })),
            ...blogIndexPaths(posts.length).map((path) => ({ path, lastmod: latestPostChange || undefined })),
          ];
        },
        serialize: ({ path, lastmod }: { path: string; lastmod?: string | null }) => ({ url: path, lastmod: lastmod ?? undefined }),
      },
    },
    {
      resolve: "gatsby-plugin-feed",
      options: {
        query: `{
          site { siteMetadata { siteUrl } }
          strapiConfiguration { structured_data_name structured_data_description }
        }`,
        setup: ({ query }: FeedData) => ({
          title: `${query.strapiConfiguration?.structured_data_name ?? ""} blog`.trim(),
          description: query.strapiConfiguration?.structured_data_description ?? "",
          site_url: query.site.siteMetadata.siteUrl,
          feed_url: `${query.site.siteMetadata.siteUrl}/rss.xml`,
          language: "en",
        }),
        feeds: [
          {
            output: "/rss.xml",
            title: "Blog",
            query: `{
              allStrapiBlogPost(sort: [{ published_on: DESC }, { title: ASC }]) {
                nodes { title slug excerpt published_on }
              }
            }`,
            serialize: ({ query }: FeedData) =>
              query.allStrapiBlogPost.nodes.map((post) => {
                const url = `${query.site.siteMetadata.siteUrl}${blogPostPath(post.slug)}`;
                return { title: post.title, description: post.excerpt ?? "", date: post.published_on, url, guid: url };
              }),
          },
        ],
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: env.siteName,
        short_name: env.siteName,
        start_url: "/",
        background_color: "#ffffff",
        theme_color: "#1b3a5c",
        display: "minimal-ui",
        icon: "src/images/logo-mark.svg",
        cache_busting_mode: "query",
      },
    },
  ];
}
