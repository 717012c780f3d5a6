import { MAX_PAGE_DEPTH, type PageRef } from "../../lib/page-path";

/** The part of a gatsby-source-strapi page node the route rule reads. */
export interface PageNodeLike {
  id: string;
  slug?: string | null;
  /** gatsby-source-strapi renames Strapi's `parent` (reserved by Gatsby) and links it by node id. */
  strapi_parent___NODE?: string | null;
}

/**
 * Follows a page node's parent links into a PageRef. Stops one level past the limit so that
 * pagePath reports "too deep" (with the page's name) instead of this walking a cycle forever.
 */
export function pageRefFromNode(node: PageNodeLike, getNode: (id: string) => PageNodeLike | undefined | null): PageRef {
  const chain: PageNodeLike[] = [node];
  let cursor: PageNodeLike | undefined | null = node;
  while (cursor?.strapi_parent___NODE && chain.length <= MAX_PAGE_DEPTH) {
    cursor = getNode(cursor.strapi_parent___NODE);
    if (cursor) chain.push(cursor);
  }
  return chain.reduceRight<PageRef | null>((parent, page) => ({ slug: page.slug ?? "", parent }), null) as PageRef;
}
