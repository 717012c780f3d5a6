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

export interface MenuEntry {
  /** Stable within one navigation; used for element ids. */
  key: string;
  title: string;
  /** The entry's own page; null for a wrapper that only groups its children. */
  link: MenuLink | null;
  children: MenuLink[];
  /** Marked when the current path includes this entry's path (docs/navigation.md). */
  current: Current;
}

const pathnameOf = (path: string) => withTrailingSlash(path.split(/[?#]/)[0] ?? "/");

/**
 * The active top-level item is marked when the current path includes its path (docs/navigation.md), read as
 * "the current path is the item's path or lies below it", segment-wise, so /services/ marks Services on
 * /services/digital/seo/ but /service/ does not, and the home link (/) is only current on /.
 */
export function currentState(path: string, external: boolean, currentPath: string): Current {
  if (external || !path.startsWith("/")) return undefined;
  const item = pathnameOf(path);
  const here = pathnameOf(currentPath);
  if (item === here) return "page";
  if (item !== "/" && here.startsWith(item)) return "true";
  return undefined;
}

function toLink(data: NavigationEntryData, currentPath: string): MenuLink | null {
  if (!data.title || !data.path) return null;
  const external = Boolean(data.external);
  return { title: data.title, path: data.path, external, current: currentState(data.path, external, currentPath) };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "item";

/** The header's view of the main navigation: entries with their children and their current state. */
export function menuEntries(navigation: readonly (NavigationEntryData | null)[], currentPath: string): MenuEntry[] {
  const entries: MenuEntry[] = [];
  navigation.forEach((data, index) => {
    if (!data?.title) return;
    const link = toLink(data, currentPath);
    const children = (data.items ?? []).map((child) => (child ? toLink(child, currentPath) : null)).filter((child): child is MenuLink => child !== null);
    if (!link && children.length === 0) return;
    const current: Current =
      link?.current === "page" && children.length === 0 ? "page" : link?.current || children.some((child) => child.current) ? "true" : undefined;
    entries.push({ key: `${index}-${slug(data.title)}`, title: data.title, link, children, current });
  });
  return entries;
}
