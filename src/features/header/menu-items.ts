import { withTrailingSlash } from "../../lib/page-path";

import type { NavigationEntryData } from "../../lib/main-navigation";

export type { NavigationEntryData };

/** aria-current: "page" on the link to the page shown, "true" on the top-level item that contains it. */
export type Current = "page" | "true" | undefined;

export interface MenuLink {
  title: string;
  path: string;
  external: boolean;
  current: Current;
}

/** A second-level link with the third-level links shown under it (docs/navigation.md). */
interface MenuChild extends MenuLink {
  children: MenuLink[];
}

export interface MenuEntry {
  /** Stable within one navigation; used for element ids. */
  key: string;
  title: string;
  /** The entry's own page; null for a wrapper that only groups its children. */
  link: MenuLink | null;
  children: MenuChild[];
  /** Marked when the current path includes this entry's path (docs/navigation.md). */
  current: Current;
}

const pathnameOf = (path: string) => withTrailingSlash(path.split(/[?#]/)[0] ?? "/");

/**
 * Where the visitor is, as the header marks it: a page's path, or `{ below }`, a page somewhere below that path that
 * no menu item can link (a post or a blog listing page under the blog index: menu items link CMS pages only). Every
 * page below one path then has the same header, which the build renders once (docs/navigation.md).
 */
export type MenuPlace = string | { readonly below: string };

/** True when `place` is the page at `path` itself (not a page below it), compared as pathnames. */
export const isPageShown = (path: string, place: MenuPlace): boolean => typeof place === "string" && pathnameOf(place) === pathnameOf(path);

/**
 * The active top-level item is marked when the current path includes its path (docs/navigation.md), read as
 * "the current path is the item's path or lies below it", segment-wise, so /services/ marks Services on
 * /services/digital/seo/ but /service/ does not, and the home link (/) is only current on /.
 */
export function currentState(path: string, external: boolean, place: MenuPlace): Current {
  if (external || !path.startsWith("/")) return undefined;
  const item = pathnameOf(path);
  const below = typeof place !== "string";
  const here = pathnameOf(below ? place.below : place);
  if (item === here && !below) return "page";
  if (item !== "/" && here.startsWith(item)) return "true";
  return undefined;
}

function toLink(data: NavigationEntryData, currentPath: MenuPlace): MenuLink | null {
  if (!data.title || !data.path) return null;
  const external = Boolean(data.external);
  return { title: data.title, path: data.path, external, current: currentState(data.path, external, currentPath) };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "item";

const links = (items: readonly (NavigationEntryData | null)[] | null | undefined, currentPath: MenuPlace) =>
  (items ?? []).map((item) => (item ? toLink(item, currentPath) : null)).filter((link): link is MenuLink => link !== null);

/** True when `path` lies strictly below `ancestor`, by whole segments (`/a/b/` is below `/a/`, `/ab/` is not). */
function isBelow(path: string, ancestor: string): boolean {
  const inner = pathnameOf(path);
  const outer = pathnameOf(ancestor);
  return outer !== "/" && inner !== outer && inner.startsWith(outer);
}

/**
 * A third-level page shows under its parent, never beside it: children nested in the CMS stay nested, and a
 * child whose page lies below a sibling's page (an editor put /services/digital/seo/ next to
 * /services/digital/) moves under that sibling. Three levels at most, so nothing nests further.
 */
function nestChildren(items: readonly (NavigationEntryData | null)[] | null | undefined, currentPath: MenuPlace): MenuChild[] {
  const candidates = (items ?? []).flatMap((item) => {
    const link = item ? toLink(item, currentPath) : null;
    return link ? [{ ...link, children: links(item?.items, currentPath) }] : [];
  });
  const nestsUnderSibling = (link: MenuLink) => candidates.some((other) => !other.external && isBelow(link.path, other.path));
  // Only a child that is not itself below a sibling can take others in, so the menu stays three levels deep.
  const parentOf = (child: MenuChild) =>
    child.external ? undefined : candidates.find((other) => !other.external && isBelow(child.path, other.path) && !nestsUnderSibling(other));
  const top: MenuChild[] = [];
  for (const child of candidates) {
    const parent = parentOf(child);
    if (parent) parent.children.push({ title: child.title, path: child.path, external: child.external, current: child.current }, ...child.children);
    else top.push(child);
  }
  return top;
}

/** The header's view of the main navigation: entries with their children and their current state. */
export function menuEntries(navigation: readonly (NavigationEntryData | null)[], currentPath: MenuPlace): MenuEntry[] {
  const entries: MenuEntry[] = [];
  navigation.forEach((data, index) => {
    if (!data?.title) return;
    const link = toLink(data, currentPath);
    const children = nestChildren(data.items, currentPath);
    if (!link && children.length === 0) return;
    const current: Current =
      link?.current === "page" && children.length === 0 ? "page" : link?.current || children.some((child) => child.current) ? "true" : undefined;
    entries.push({ key: `${index}-${slug(data.title)}`, title: data.title, link, children, current });
  });
  return entries;
}
