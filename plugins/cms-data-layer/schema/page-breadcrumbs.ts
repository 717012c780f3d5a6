import { pagePath } from "../../../src/lib/page-path";
import { localizedPath } from "../../../cms/src/contract/locales";
import { catalogueFor } from "../../../src/i18n/catalogues";
import { pageLocale, pageRefFromNode, type LocalizedPageNode } from "../routes/page-node-ref";

export const BREADCRUMB_TYPE = "PageBreadcrumb";

interface PageWithTitle extends LocalizedPageNode {
  title?: string | null;
  strapi_parent?: PageWithTitle | null;
}

export interface Breadcrumb {
  title: string;
  path: string;
}

/**
 * The breadcrumb trail of a page (docs/navigation.md): the home page (named in the page's language), each parent from the top down, then the page.
 * Parents come from the embedded copies the source plugin keeps (slug and title, see strapi-populate.ts),
 * and every path is the route rule's in the page's locale (the parents are the same locale's pages), so a crumb always
 * leads where the page is built. A top-level page (or the home page) has no trail: an empty list.
 */
export function pageBreadcrumbs(page: PageWithTitle): Breadcrumb[] {
  const chain: PageWithTitle[] = [];
  for (let cursor: PageWithTitle | null | undefined = page; cursor; cursor = cursor.strapi_parent) chain.unshift(cursor);
  if (chain.length < 2) return [];
  const locale = pageLocale(page);
  const home = { title: catalogueFor(locale).breadcrumbs.home, path: localizedPath(locale, "/") };
  return [home, ...chain.map((entry) => ({ title: entry.title ?? entry.slug ?? "", path: localizedPath(locale, pagePath(pageRefFromNode(entry))) }))];
}
