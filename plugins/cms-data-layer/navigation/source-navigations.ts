import type { SourceNodesArgs } from "gatsby";
import type { $Fetch } from "ofetch";
import { describeCmsError } from "../cms/cms-client";
import { navigationVersion } from "../../../shared/navigation-version";
import { NAVIGATION_SLUGS } from "../../../shared/navigation-slugs";
import { parseNavigationTree } from "../../../shared/navigation-tree";

export const NAVIGATION_TYPE = "NavigationMenu";

/** The three navigations come from `/api/navigation/render/{slug}?type=TREE` into typed nodes (docs/navigation.md). */
export async function sourceNavigations({ actions, createNodeId, createContentDigest }: SourceNodesArgs, client: $Fetch, strapiUrl: string): Promise<void> {
  for (const slug of Object.values(NAVIGATION_SLUGS)) {
    let raw: unknown;
    try {
      raw = await client(`/api/navigation/render/${slug}`, { query: { type: "TREE" } });
    } catch (error) {
      throw new Error(describeCmsError(`Navigation "${slug}" could not be loaded`, error, strapiUrl));
    }
    const items = parseNavigationTree(slug, raw);
    actions.createNode({
      id: createNodeId(`${NAVIGATION_TYPE}-${slug}`),
      slug,
      items,
      version: navigationVersion(items),
      internal: { type: NAVIGATION_TYPE, contentDigest: createContentDigest({ slug, items }) },
    });
  }
}
