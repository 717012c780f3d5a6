import type { SourceNodesArgs } from "gatsby";
import type { $Fetch } from "ofetch";
import { pagePath } from "../../lib/page-path";
import { describeCmsError } from "../cms/cms-client";
import { pageRefFromNode, type PageNodeLike } from "../routes/page-node-ref";
import { NAVIGATION_SLUGS } from "./navigation-slugs";
import { parseNavigationTree } from "./parse-navigation";

export const NAVIGATION_TYPE = "NavigationMenu";

/** SPEC 7: the three navigations come from `/api/navigation/render/{slug}?type=TREE` into typed nodes. */
export async function sourceNavigations(args: SourceNodesArgs, client: $Fetch, strapiUrl: string): Promise<void> {
  const { actions, createNodeId, createContentDigest, getNode, getNodesByType } = args;
  const pathsByDocumentId = new Map<string, string>();
  for (const node of getNodesByType("STRAPI_PAGE") as unknown as (PageNodeLike & { documentId?: string })[]) {
    if (!node.documentId) continue;
    try {
      pathsByDocumentId.set(node.documentId, pagePath(pageRefFromNode(node, (id) => getNode(id) as PageNodeLike | undefined)));
    } catch {
      // A page that cannot be routed is reported by createPages; here it simply has no path.
    }
  }

  for (const slug of Object.values(NAVIGATION_SLUGS)) {
    let raw: unknown;
    try {
      raw = await client(`/api/navigation/render/${slug}`, { query: { type: "TREE" } });
    } catch (error) {
      throw new Error(describeCmsError(`Navigation "${slug}" could not be loaded`, error, strapiUrl));
    }
    const items = parseNavigationTree(slug, raw, (documentId) => pathsByDocumentId.get(documentId));
    actions.createNode({
      id: createNodeId(`${NAVIGATION_TYPE}-${slug}`),
      slug,
      items,
      internal: { type: NAVIGATION_TYPE, contentDigest: createContentDigest({ slug, items }) },
    });
  }
}
