import { blogPostPath } from "../../../src/lib/page-path";
import { DEFAULT_LOCALE, isLocaleCode, LOCALE_CODES, localizedPath, siteLocale, type LocaleCode } from "../../../cms/src/contract/locales";
import { blogIndexPaths, type Alternate } from "../routes/plan-routes";
import type { BuildEnv } from "../env";

/**
 * sitemap, RSS feeds and web manifest through Gatsby's own plugins. The sitemap lists the CMS's pages, its posts, the
 * blog index's pages of every locale with a site (dated by the newest post change in that locale) and every page of
 * every category, tag and author listing (docs/blog.md), each with
 * its translations as `xhtml:link` alternates (and x-default, the default locale's), and nothing else; one feed per
 * locale (`/rss.xml`, `/fr/rss.xml`) lists that locale's posts newest first.
 */
interface SitemapData {
  allSitePage: { nodes: { path: string; pageContext?: { alternates?: Alternate[] | null; kind?: string | null } | null }[] };
  allStrapiPage: { nodes: { path: string; updatedAt?: string | null }[] };
  allStrapiBlogPost: { nodes: { slug: string; locale?: string | null; updatedAt?: string | null }[] };
}

interface SitemapPage {
  path: string;
  lastmod?: string | null;
  alternates?: readonly Alternate[];
}

interface FeedData {
  query: {
    site: { siteMetadata: { siteUrl: string } };
    allStrapiConfiguration?: { nodes: { locale?: string | null; structured_data_name?: string | null; structured_data_description?: string | null }[] };
    allSitePage?: { nodes: { path: string }[] };
    allStrapiBlogPost: { nodes: { title: string; slug: string; locale?: string | null; excerpt?: string | null; published_on: string }[] };
  };
}

const localeOf = (value: string | null | undefined): LocaleCode => (isLocaleCode(value) ? value : DEFAULT_LOCALE);

/** The listings' kinds, as their pages' context names them (plugins/cms-data-layer/routes/plan-routes.ts). */
const LISTING_KINDS = new Set(["category", "tag", "author"]);

/** The sitemap's pages: every CMS route a built page has, with its alternates (from the page's context). */
function sitemapPages({ allSitePage, allStrapiPage, allStrapiBlogPost }: SitemapData): SitemapPage[] {
  const built = new Map(allSitePage.nodes.map((page) => [page.path, page.pageContext?.alternates ?? []]));
  const pages: SitemapPage[] = [...allStrapiPage.nodes.map((page) => ({ path: page.path, lastmod: page.updatedAt }))];
  for (const locale of LOCALE_CODES) {
    const posts = allStrapiBlogPost.nodes.filter((post) => localeOf(post.locale) === locale);
    const latestPostChange = posts.map((post) => post.updatedAt ?? "").reduce((latest, date) => (date > latest ? date : latest), "");
    pages.push(...posts.map((post) => ({ path: localizedPath(locale, blogPostPath(post.slug)), lastmod: post.updatedAt })));
    pages.push(...blogIndexPaths(posts.length).map((path) => ({ path: localizedPath(locale, path), lastmod: latestPostChange || undefined })));
  }
  pages.push(...allSitePage.nodes.filter((page) => LISTING_KINDS.has(page.pageContext?.kind ?? "")).map((page) => ({ path: page.path })));
  return pages.filter((page) => built.has(page.path)).map((page) => ({ ...page, alternates: built.get(page.path) ?? [] }));
}

/** One sitemap entry: a page with translations lists them all, itself included, then x-default (the default locale's). */
function sitemapEntry({ path, lastmod, alternates = [] }: SitemapPage) {
  const fallback = alternates.find((alternate) => alternate.locale === DEFAULT_LOCALE);
  const links =
    alternates.length > 1
      ? [...alternates.map((alternate) => ({ lang: alternate.locale, url: alternate.path })), ...(fallback ? [{ lang: "x-default", url: fallback.path }] : [])]
      : undefined;
  return { url: path, lastmod: lastmod ?? undefined, ...(links ? { links } : {}) };
}

/** A locale's feed items; none for a locale without a site (no built home page). */
function feedItems({ query }: FeedData, locale: LocaleCode) {
  const built = new Set((query.allSitePage?.nodes ?? []).map((page) => page.path));
  if (query.allSitePage && !built.has(localizedPath(locale, "/"))) return [];
  return query.allStrapiBlogPost.nodes
    .filter((post) => localeOf(post.locale) === locale)
    .map((post) => {
      const url = `${query.site.siteMetadata.siteUrl}${localizedPath(locale, blogPostPath(post.slug))}`;
      return { title: post.title, description: post.excerpt ?? "", date: post.published_on, url, guid: url };
    });
}

/** A locale's feed channel: its configuration's name and description, its language. */
function feedChannel({ query }: FeedData, locale: LocaleCode) {
  const configurations = query.allStrapiConfiguration?.nodes ?? [];
  const configuration =
    configurations.find((node) => localeOf(node.locale) === locale) ?? configurations.find((node) => localeOf(node.locale) === DEFAULT_LOCALE);
  const siteUrl = query.site.siteMetadata.siteUrl;
  return {
    title: `${configuration?.structured_data_name ?? ""} blog`.trim(),
    description: configuration?.structured_data_description ?? "",
    site_url: locale === DEFAULT_LOCALE ? siteUrl : `${siteUrl}${localizedPath(locale, "/")}`,
    feed_url: `${siteUrl}${localizedPath(locale, "/rss.xml")}`,
    language: locale,
  };
}

const FEED_QUERY = `{
  allStrapiBlogPost(sort: [{ published_on: DESC }, { title: ASC }]) {
    nodes { title slug locale excerpt published_on }
  }
}`;

export function seoPlugins(env: BuildEnv) {
  return [
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        output: "/",
        resolveSiteUrl: () => env.siteUrl,
        query: `{
          allSitePage { nodes { path pageContext } }
          allStrapiPage { nodes { path updatedAt } }
          allStrapiBlogPost { nodes { slug locale updatedAt } }
        }`,
        resolvePages: sitemapPages,
        serialize: sitemapEntry,
      },
    },
    {
      resolve: "gatsby-plugin-feed",
      options: {
        query: `{
          site { siteMetadata { siteUrl } }
          allStrapiConfiguration { nodes { locale structured_data_name structured_data_description } }
          allSitePage { nodes { path } }
        }`,
        // The channel of each feed is set per feed (below); this is the plugin's required default.
        setup: (data: FeedData) => feedChannel(data, DEFAULT_LOCALE),
        feeds: LOCALE_CODES.map((locale) => ({
          output: localizedPath(locale, "/rss.xml"),
          title: `Blog (${siteLocale(locale).name})`,
          // A page links its own language's feed only (the plugin adds the <link> to pages whose path matches).
          match: feedPagesPattern(locale),
          query: FEED_QUERY,
          setup: (data: FeedData) => feedChannel(data, locale),
          serialize: (data: FeedData) => feedItems(data, locale),
        })),
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

/** The paths of `locale`'s pages: under its prefix, or for the default locale, under no other locale's prefix. */
function feedPagesPattern(locale: LocaleCode): string {
  if (locale !== DEFAULT_LOCALE) return `^/${locale}/`;
  const others = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);
  return others.length === 0 ? "^/" : `^/(?!(?:${others.join("|")})/)`;
}
