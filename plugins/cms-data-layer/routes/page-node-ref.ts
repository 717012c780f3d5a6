import { pagePath, type PageRef } from "../../../src/lib/page-path";
import { DEFAULT_LOCALE, isLocaleCode, localizedPath, type LocaleCode } from "../../../cms/src/contract/locales";

/**
 * A page as gatsby-source-strapi stores it. Strapi's `parent` is a name Gatsby reserves, so the plugin
 * renames it `strapi_parent` and keeps it as an embedded copy of the populated relation (not a node link),
 * at every populated level.
 */
export interface PageNodeLike {
  slug?: string | null;
  strapi_parent?: PageNodeLike | null;
}

/** A page node with its translation's locale (every sourced page and related copy has one: strapi-populate.ts). */
export interface LocalizedPageNode extends PageNodeLike {
  locale?: string | null;
}

/** The route rule's view of a page node: its slug and its parents' slugs. */
export function pageRefFromNode(node: PageNodeLike): PageRef {
  return { slug: node.slug ?? "", parent: node.strapi_parent ? pageRefFromNode(node.strapi_parent) : null };
}

/** The locale of a page node; a node without one (a type not localized yet) is the default locale's. */
export function pageLocale(node: LocalizedPageNode): LocaleCode {
  return isLocaleCode(node.locale) ? node.locale : DEFAULT_LOCALE;
}

/** Where a page node is built: its route in its own locale (`/about/`, `/fr/a-propos/`). */
export function localizedPagePath(node: LocalizedPageNode): string {
  return localizedPath(pageLocale(node), pagePath(pageRefFromNode(node)));
}
