import type { MainNavigation } from "../../lib/main-navigation";

export interface Section {
  title: string;
  path: string;
}

/**
 * The main sections the 404 offers: the main navigation's top-level entries that link somewhere on this site,
 * in the editors' order, each path once. Wrappers (no page of their own) and external links are left out.
 */
export function mainSections(navigation: MainNavigation): Section[] {
  const seen = new Set<string>();
  const sections: Section[] = [];
  for (const entry of navigation) {
    const title = entry?.title?.trim();
    const path = entry?.path;
    if (!title || !path || entry.external || !path.startsWith("/") || seen.has(path)) continue;
    seen.add(path);
    sections.push({ title, path });
  }
  return sections;
}
