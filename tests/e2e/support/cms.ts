import { getWithRetry } from "../../support/get-with-retry";
import { seededPagePath } from "../../support/seed-fixture";

/**
 * Reads the real seeded CMS the site was built from, so the tests compare against what editors
 * published rather than against copies of the seed.
 */
const cmsUrl = () => required("CMS_URL");
const token = () => required("CMS_TOKEN");

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the end-to-end tests through npm test (scripts/test-all.ts)`);
  return value;
}

/** A read of the CMS (sent once more if the CMS dropped the kept-alive connection: tests/support/get-with-retry.ts). */
async function cmsGet<T>(path: string): Promise<T> {
  const response = await getWithRetry(`${cmsUrl()}${path}`, { headers: { Authorization: `Bearer ${token()}` } });
  if (!response.ok) throw new Error(`CMS ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

interface CmsPage {
  documentId: string;
  title: string;
  slug: string;
  seo?: { meta_title?: string | null } | null;
  content?: { __component: string; heading?: string | null }[] | null;
}

export interface PublishedPage {
  documentId: string;
  title: string;
  /** The editor's SEO title, when set. */
  metaTitle?: string;
  /** The page's h1 as editors set it: the opening hero's heading when the page opens with one, else the title. */
  headline: string;
  path: string;
  depth: number;
}

/** The CMS's published pages, each at the path the seed fixture expects for its slug (not the site's route rule). */
export async function publishedPages(): Promise<PublishedPage[]> {
  const { data } = await cmsGet<{ data: CmsPage[] }>("/api/pages?pagination[pageSize]=100&populate[seo]=true&populate[content][populate]=*");
  return data.map((page) => {
    const path = seededPagePath(page.slug);
    const opening = page.content?.[0];
    return {
      documentId: page.documentId,
      title: page.title,
      metaTitle: page.seo?.meta_title || undefined,
      headline: (opening?.__component === "blocks.hero" && opening.heading) || page.title,
      path,
      depth: path === "/" ? 0 : path.split("/").filter(Boolean).length,
    };
  });
}

/** The h1 of the page built at `path`: its opening hero's heading, else its CMS title. */
export async function headlineOf(path: string): Promise<string> {
  const page = (await publishedPages()).find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No published page at ${path}`);
  return page.headline;
}

export interface PublishedPost {
  title: string;
  slug: string;
  published_on: string;
}

export async function publishedPosts(): Promise<PublishedPost[]> {
  const { data } = await cmsGet<{ data: PublishedPost[] }>("/api/blog-posts?pagination[pageSize]=100&sort=published_on:desc");
  return data;
}

export async function configuration<T = Record<string, unknown>>(): Promise<T> {
  const { data } = await cmsGet<{ data: T }>("/api/configuration?populate=*");
  return data;
}

interface RenderedNavigationItem {
  title: string;
  type: "INTERNAL" | "EXTERNAL" | "WRAPPER";
  /** The render endpoint puts an external item's URL in `path`; `externalPath` is the admin API's name for it. */
  path?: string | null;
  externalPath?: string | null;
  related?: { documentId?: string } | null;
  items?: RenderedNavigationItem[] | null;
}

export interface NavigationEntry {
  title: string;
  /** The site path of the page it links to (from the seed fixture), or the external URL. */
  path: string | null;
  external: boolean;
  items: NavigationEntry[];
}

/** A navigation as the site renders it: strapi-plugin-navigation's TREE, with page paths from the seed fixture. */
export async function navigationTree(slug: "main-navigation" | "footer-navigation" | "legal-navigation"): Promise<NavigationEntry[]> {
  const [tree, pages] = await Promise.all([cmsGet<RenderedNavigationItem[]>(`/api/navigation/render/${slug}?type=TREE`), publishedPages()]);
  const pathOf = new Map(pages.map((page) => [page.documentId, page.path]));
  const convert = (item: RenderedNavigationItem): NavigationEntry => {
    const url = item.type === "EXTERNAL" ? item.externalPath || item.path || null : null;
    return {
      title: item.title,
      path: item.type === "EXTERNAL" ? url : item.type === "INTERNAL" ? (pathOf.get(item.related?.documentId ?? "") ?? null) : null,
      // An "external" item holding a site path (the blog's /blog/) is a link inside the site (docs/navigation.md).
      external: item.type === "EXTERNAL" && !url?.startsWith("/"),
      items: (item.items ?? []).map(convert),
    };
  };
  return tree.map(convert);
}

export interface CmsBlock {
  __component: string;
  [field: string]: unknown;
}

/** A page's dynamic-zone blocks, one level of components and relations populated (accordion items, button page). */
export async function pageBlocks(slug: string): Promise<CmsBlock[]> {
  const { data } = await cmsGet<{ data: { content?: CmsBlock[] }[] }>(
    `/api/pages?filters[slug][$eq]=${encodeURIComponent(slug)}&populate[content][populate]=*`,
  );
  if (!data[0]) throw new Error(`no published page with slug "${slug}"`);
  return data[0].content ?? [];
}
