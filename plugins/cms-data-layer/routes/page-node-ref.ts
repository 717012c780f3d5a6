import type { PageRef } from "../../../src/lib/page-path";

/**
 * A page as gatsby-source-strapi stores it. Strapi's `parent` is a name Gatsby reserves, so the plugin
 * renames it `strapi_parent` and keeps it as an embedded copy of the populated relation (not a node link),
 * at every populated level.
 */
export interface PageNodeLike {
  slug?: string | null;
  strapi_parent?: PageNodeLike | null;
}

/** The route rule's view of a page node: its slug and its parents' slugs. */
export function pageRefFromNode(node: PageNodeLike): PageRef {
  return { slug: node.slug ?? "", parent: node.strapi_parent ? pageRefFromNode(node.strapi_parent) : null };
}
