import { resolve } from "node:path";
import type { Actions, CreatePagesArgs, Node, Page } from "gatsby";
import { isRenderedEntry } from "../cms/sourced-entry";
import { DEFAULT_LOCALE, siteLocale } from "../../../cms/src/contract/locales";
import { internalTargets } from "../../../shared/navigation-tree";
import { NAVIGATION_TYPE, type LocalizedNavigationItem } from "../navigation/source-navigations";
import { pageLocale, pageRefFromNode, type LocalizedPageNode } from "./page-node-ref";
import { planRoutes, RoutePlanError, type ListingEntry, type PlannedRoute, type RouteTemplate } from "./plan-routes";
import { keepSharedHeaders, menuLinkedSitePaths } from "./menu-section";
import { createSiteSlices, pageSlices } from "./site-slices";

const TEMPLATES: Record<RouteTemplate, string> = {
  page: resolve("src/templates/page.tsx"),
  "blog-post": resolve("src/templates/blog-post.tsx"),
  "blog-index": resolve("src/templates/blog-index.tsx"),
  "blog-listing": resolve("src/templates/blog-listing.tsx"),
  search: resolve("src/templates/search.tsx"),
  "not-found": resolve("src/pages/404.tsx"),
  "enquiry-received": resolve("src/pages/enquiry-received.tsx"),
};

/**
 * gatsby-source-strapi also makes page nodes out of relation copies (a button's target); only entries it
 * fetched as published documents carry `publishedAt` and get a route (drafts in the preview: cms/sourced-entry.ts).
 */
function publishedEntries<T extends { publishedAt?: string | null; createdAt?: string | null }>(nodes: T[]): T[] {
  return nodes.filter((node) => isRenderedEntry(node));
}

interface StrapiPageNode extends LocalizedPageNode {
  publishedAt?: string | null;
  id: string;
  documentId?: string;
  title?: string;
  content___NODE?: string[];
}

interface ButtonNode extends Node {
  label?: string;
  page___NODE?: string | null;
}

interface StrapiPostNode extends Node {
  documentId?: string;
  locale?: string;
  title?: string;
  slug?: string;
  published_on?: string;
  category___NODE?: string | null;
  tags___NODE?: string[] | null;
  author___NODE?: string | null;
}

interface StrapiListingNode extends Node {
  documentId?: string;
  locale?: string;
  name?: string;
  slug?: string;
  publishedAt?: string | null;
  createdAt?: string | null;
}

interface CaseStudiesBlockNode extends Node {
  items___NODE?: string[];
}

interface CaseStudyItemNode extends Node {
  page___NODE?: string | null;
}

/** The blog's listing types: every published entry gets its listing (docs/blog.md). */
const LISTING_TYPES = { category: "STRAPI_CATEGORY", tag: "STRAPI_TAG", author: "STRAPI_AUTHOR" } as const;

interface NavigationNode {
  slug: string;
  locale?: string;
  items: LocalizedNavigationItem[];
}

/**
 * The site's own pages (src/pages: the 404 and enquiry-received) as this build planned them, by path: Gatsby's page
 * creator makes them again without our context after createPages, and onCreatePage puts the context back.
 */
const ownPages = new Map<string, Parameters<Actions["createPage"]>[0]>();

/** createPages: one route per CMS page and post in every locale with a site (docs/content-model.md, "Languages"). */
export function createSitePages({ actions, getNode, getNodesByType }: CreatePagesArgs): void {
  const pageNodes = publishedEntries(getNodesByType("STRAPI_PAGE") as unknown as StrapiPageNode[]);
  const postNodes = getNodesByType("STRAPI_BLOG_POST") as unknown as StrapiPostNode[];
  const listings: ListingEntry[] = Object.entries(LISTING_TYPES).flatMap(([kind, type]) =>
    publishedEntries(getNodesByType(type) as unknown as StrapiListingNode[]).map((node) => ({
      id: node.id,
      documentId: node.documentId ?? node.id,
      locale: pageLocale(node),
      kind: kind as ListingEntry["kind"],
      name: node.name ?? node.slug ?? node.id,
      slug: node.slug ?? "",
    })),
  );
  // A post links the listings that have routes only: a relation's copy of an unpublished entry is not one.
  const listed = new Set(listings.map((listing) => listing.id));
  const linked = (id: string | null | undefined) => (id && listed.has(id) ? id : null);

  let routes: PlannedRoute[] = [];
  const problems: string[] = [];
  try {
    routes = planRoutes(
      pageNodes.map((node) => ({
        id: node.id,
        documentId: node.documentId ?? node.id,
        locale: pageLocale(node),
        title: node.title ?? node.slug ?? node.id,
        ref: pageRefFromNode(node),
        caseStudyIds: caseStudyIds(node, getNode as (id: string) => Node | undefined),
      })),
      postNodes.map((node) => ({
        id: node.id,
        documentId: node.documentId ?? node.id,
        locale: pageLocale(node),
        title: node.title ?? "",
        slug: node.slug ?? "",
        publishedOn: node.published_on ?? "",
        categoryId: linked(node.category___NODE),
        tagIds: (node.tags___NODE ?? []).filter((id) => linked(id) !== null),
        authorId: linked(node.author___NODE),
      })),
      listings,
    );
  } catch (error) {
    if (!(error instanceof RoutePlanError)) throw error;
    problems.push(...error.problems);
  }
  // What is built is checked (everything when the plan failed): a locale without a site has no pages or menus to break.
  const routedIds = new Set(routes.map((route) => route.context.id));
  const siteLocales = new Set(routes.map((route) => route.context.locale));
  const menus = getNodesByType(NAVIGATION_TYPE) as unknown as NavigationNode[];
  problems.push(
    ...brokenPageButtons(routes.length > 0 ? pageNodes.filter((page) => routedIds.has(page.id)) : pageNodes, getNode as (id: string) => Node | undefined),
    ...brokenNavigationItems(routes.length > 0 ? menus.filter((menu) => siteLocales.has(pageLocale(menu))) : menus, pageNodes),
  );
  if (problems.length > 0) throw new RoutePlanError(problems);

  ownPages.clear();
  createSiteSlices(actions.createSlice, routes);
  for (const route of keepSharedHeaders(routes, menuLinkedSitePaths(menus))) {
    const page = {
      path: route.path,
      component: TEMPLATES[route.template],
      context: route.context,
      slices: pageSlices(route.context.locale),
    };
    if (route.template === "not-found" || route.template === "enquiry-received") ownPages.set(page.path, page);
    actions.createPage(page);
  }
}

/**
 * onCreatePage: a page of src/pages that Gatsby's page creator made without a locale gets the context this build
 * planned for its path (the English 404 and enquiry-received; Gatsby copies /404/ to /404.html with it).
 */
export function restoreOwnPageContext({ page, actions }: { page: Page<Record<string, unknown>>; actions: Pick<Actions, "createPage" | "deletePage"> }): void {
  const planned = ownPages.get(page.path);
  if (!planned || page.context?.locale !== undefined) return;
  actions.deletePage(page);
  actions.createPage({ ...planned, component: page.component });
}

/** The pages a page's case-studies blocks link, in order (their cards' client links): the case-study order's source. */
function caseStudyIds(page: StrapiPageNode, getNode: (id: string) => Node | undefined): string[] {
  return (page.content___NODE ?? []).flatMap((blockId) => {
    const block = getNode(blockId) as CaseStudiesBlockNode | undefined;
    if (block?.internal.type !== "STRAPI__COMPONENT_BLOCKS_CASE_STUDIES") return [];
    return (block.items___NODE ?? []).flatMap((itemId) => {
      const pageId = (getNode(itemId) as CaseStudyItemNode | undefined)?.page___NODE;
      return pageId ? [pageId] : [];
    });
  });
}

/** A menu item must point at a page published in the menu's locale: the one place this is checked, where all nodes exist. */
function brokenNavigationItems(menus: NavigationNode[], pages: StrapiPageNode[]): string[] {
  const published = new Set(pages.map((page) => `${pageLocale(page)}:${page.documentId}`));
  return menus.flatMap((menu) => {
    const locale = pageLocale(menu);
    const name = locale === DEFAULT_LOCALE ? `navigation "${menu.slug}"` : `navigation "${menu.slug}" (${siteLocale(locale).name})`;
    return internalTargets(menu.items)
      .filter((target) => !target.pageDocumentId || !published.has(`${locale}:${target.pageDocumentId}`))
      .map((target) => `${name}: the item "${target.title}" points at a page that is missing or not published`);
  });
}

/** A button must point at a published page; the link would otherwise 404. */
function brokenPageButtons(pages: StrapiPageNode[], getNode: (id: string) => Node | undefined): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    for (const blockId of page.content___NODE ?? []) {
      const block = getNode(blockId) as ButtonNode | undefined;
      if (block?.internal.type !== "STRAPI__COMPONENT_BLOCKS_PAGE_BUTTON") continue;
      const target = block.page___NODE ? getNode(block.page___NODE) : undefined;
      if (!target || !isRenderedEntry(target as { publishedAt?: string; createdAt?: string })) {
        problems.push(`page "${page.title ?? page.slug}": the button "${block.label ?? ""}" points at a page that is missing or not published`);
      }
    }
  }
  return problems;
}
