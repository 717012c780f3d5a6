import { withTrailingSlash } from "../../../src/lib/page-path";
import type { NavigationItemSource } from "../../../shared/navigation-tree";
import type { PlannedRoute } from "./plan-routes";

/**
 * Site paths the menus link by URL: an "external" item whose URL is a site path (the blog index, or any page of the
 * site; docs/navigation.md). Internal items link CMS pages, never a post or a listing page.
 */
export function menuLinkedSitePaths(menus: readonly { items: readonly NavigationItemSource[] }[]): string[] {
  const paths: string[] = [];
  const walk = (items: readonly NavigationItemSource[]) => {
    for (const item of items) {
      if (item.kind === "external" && item.url?.startsWith("/") && !item.url.startsWith("//")) paths.push(withTrailingSlash(item.url.split(/[?#]/)[0]!));
      walk(item.items);
    }
  };
  for (const menu of menus) walk(menu.items);
  return paths;
}

/**
 * A post or listing page shares its section's header (its context's `menuSection`: docs/navigation.md) only while
 * that header marks it as its own would: no menu may link its path, nor a path between it and the section (that
 * item would be marked on it alone). Such a route keeps its own header.
 */
export function keepSharedHeaders(routes: readonly PlannedRoute[], linkedPaths: readonly string[]): PlannedRoute[] {
  return routes.map((route) => {
    const section = route.context.menuSection;
    if (typeof section !== "string") return route;
    const own = linkedPaths.some((linked) => linked !== section && linked.startsWith(section) && route.path.startsWith(linked));
    if (!own) return route;
    const context = { ...route.context };
    delete context.menuSection;
    return { ...route, context };
  });
}
