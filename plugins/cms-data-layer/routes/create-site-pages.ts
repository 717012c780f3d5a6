import { resolve } from "node:path";
import type { CreatePagesArgs, Node } from "gatsby";
import { isRenderedEntry } from "../cms/sourced-entry";
import { internalTargets, type NavigationItemSource } from "../../../shared/navigation-tree";
import { NAVIGATION_TYPE } from "../navigation/source-navigations";
import { pageRefFromNode, type PageNodeLike } from "./page-node-ref";
import { planRoutes, RoutePlanError, type RouteTemplate } from "./plan-routes";

const TEMPLATES: Record<RouteTemplate, string> = {
  page: resolve("src/templates/page.tsx"),
  "blog-post": resolve("src/templates/blog-post.tsx"),
  "blog-index": resolve("src/templates/blog-index.tsx"),
};

/**
 * gatsby-source-strapi also makes page nodes out of relation copies (a button's target); only entries it
 * fetched as published documents carry `publishedAt` and get a route (drafts in the preview: cms/sourced-entry.ts).
 */
function publishedEntries<T extends { publishedAt?: string | null; createdAt?: string | null }>(nodes: T[]): T[] {
  return nodes.filter((node) => isRenderedEntry(node));
}

interface StrapiPageNode extends PageNodeLike {
  publishedAt?: string | null;
  id: string;
  title?: string;
  content___NODE?: string[];
}

interface ButtonNode extends Node {
  label?: string;
  page___NODE?: string | null;
}

interface StrapiPostNode extends Node {
  title?: string;
  slug?: string;
  published_on?: string;
}

/** createPages: one route per CMS page and post (docs/content-model.md), each template its own lazily loaded chunk. */
export function createSitePages({ actions, getNode, getNodesByType }: CreatePagesArgs): void {
  const pageNodes = publishedEntries(getNodesByType("STRAPI_PAGE") as unknown as StrapiPageNode[]);
  const postNodes = getNodesByType("STRAPI_BLOG_POST") as unknown as StrapiPostNode[];

  const problems = [
    ...brokenPageButtons(pageNodes, getNode as (id: string) => Node | undefined),
    ...brokenNavigationItems(getNodesByType(NAVIGATION_TYPE) as unknown as NavigationNode[], pageNodes),
  ];
  let routes: ReturnType<typeof planRoutes> = [];
  try {
    routes = planRoutes(
      pageNodes.map((node) => ({ id: node.id, title: node.title ?? node.slug ?? node.id, ref: pageRefFromNode(node) })),
      postNodes.map((node) => ({ id: node.id, title: node.title ?? "", slug: node.slug ?? "", publishedOn: node.published_on ?? "" })),
    );
  } catch (error) {
    if (!(error instanceof RoutePlanError)) throw error;
    problems.push(...error.problems);
  }
  if (problems.length > 0) throw new RoutePlanError(problems);

  for (const route of routes) {
    actions.createPage({ path: route.path, component: TEMPLATES[route.template], context: route.context });
  }
}

interface NavigationNode {
  slug: string;
  items: NavigationItemSource[];
}

/** A menu item must point at a published page: the one place this is checked, where all nodes exist. */
function brokenNavigationItems(menus: NavigationNode[], pages: (StrapiPageNode & { documentId?: string })[]): string[] {
  const published = new Set(pages.map((page) => page.documentId));
  return menus.flatMap((menu) =>
    internalTargets(menu.items)
      .filter((target) => !target.pageDocumentId || !published.has(target.pageDocumentId))
      .map((target) => `navigation "${menu.slug}": the item "${target.title}" points at a page that is missing or not published`),
  );
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
