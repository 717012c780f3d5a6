import type { SourceNodesArgs } from "gatsby";
import type { $Fetch } from "ofetch";
import { describeCmsError } from "../cms/cms-client";
import { LOCALE_CODES, type LocaleCode } from "../../../cms/src/contract/locales";
import { navigationVersion } from "../../../shared/navigation-version";
import { NAVIGATION_SLUGS } from "../../../shared/navigation-slugs";
import { parseNavigationTree, type NavigationItemSource } from "../../../shared/navigation-tree";

export const NAVIGATION_TYPE = "NavigationMenu";

/** A sourced item knows its navigation's locale, so its path is its page's route in that locale (navigation-resolvers.ts). */
export type LocalizedNavigationItem = NavigationItemSource & { locale: LocaleCode; items: LocalizedNavigationItem[] };

const withLocale = (items: readonly NavigationItemSource[], locale: LocaleCode): LocalizedNavigationItem[] =>
  items.map((item) => ({ ...item, locale, items: withLocale(item.items, locale) }));

/**
 * The three navigations in every locale: `/api/navigation/render/{slug}?type=TREE&locale=<code>` (one navigation has
 * one version per locale, docs/navigation.md) into typed nodes, one per slug and locale, each with its `locale`.
 * The version is the digest of the parsed items alone, as the publisher's audit computes it.
 */
export async function sourceNavigations({ actions, createNodeId, createContentDigest }: SourceNodesArgs, client: $Fetch, strapiUrl: string): Promise<void> {
  for (const locale of LOCALE_CODES) {
    for (const slug of Object.values(NAVIGATION_SLUGS)) {
      let raw: unknown;
      try {
        raw = await client(`/api/navigation/render/${slug}`, { query: { type: "TREE", locale } });
      } catch (error) {
        throw new Error(describeCmsError(`Navigation "${slug}" (${locale}) could not be loaded`, error, strapiUrl));
      }
      const parsed = parseNavigationTree(slug, raw);
      const items = withLocale(parsed, locale);
      actions.createNode({
        id: createNodeId(`${NAVIGATION_TYPE}-${slug}-${locale}`),
        slug,
        locale,
        items,
        version: navigationVersion(parsed),
        internal: { type: NAVIGATION_TYPE, contentDigest: createContentDigest({ slug, locale, items }) },
      });
    }
  }
}
