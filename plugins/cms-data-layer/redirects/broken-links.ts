import type { Node } from "gatsby";
import { isRenderedEntry } from "../cms/sourced-entry";
import { RICH_TEXT_TYPE } from "../rich-text/rich-text-nodes";
import { linkedSitePaths } from "./follow-redirects";

/** A rich-text link to a path the site neither has nor redirects (docs/redirects.md). */
export interface BrokenLink {
  /** Who holds the link, as editors know it: `page "About us"`, `blog post "…"`, `the configuration`. */
  entry: string;
  /** The link as written (its path: without ?query or #anchor). */
  link: string;
}

const ENTRY_NAMES: Record<string, (node: { title?: string }) => string> = {
  STRAPI_PAGE: (node) => `page "${node.title ?? ""}"`,
  STRAPI_BLOG_POST: (node) => `blog post "${node.title ?? ""}"`,
  STRAPI_CONFIGURATION: () => "the configuration",
};

// A file (`/report.pdf`) is served as written and is not a route.
const FILE_SEGMENT = /\.[a-z0-9]{1,8}$/i;

/** The ids of an entry's blocks at any depth (gatsby-source-strapi links them through `…___NODE` fields). */
function blockIds(value: unknown, getNode: (id: string) => Node | undefined, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) blockIds(item, getNode, into);
  else if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "internal") continue;
      if (!key.endsWith("___NODE")) {
        blockIds(inner, getNode, into);
        continue;
      }
      for (const id of Array.isArray(inner) ? inner : [inner]) {
        const linked = typeof id === "string" && !into.has(id) ? getNode(id) : undefined;
        // A related page is another entry with its own links; only blocks belong to this one.
        if (!linked?.internal.type.startsWith("STRAPI__COMPONENT_")) continue;
        into.add(id as string);
        blockIds(linked, getNode, into);
      }
    }
  }
  return into;
}

/** Every link from a rendered entry's rich text to a site path that is neither a page nor a redirect. */
export function findBrokenLinks(
  nodesOfType: (type: string) => Node[],
  getNode: (id: string) => Node | undefined,
  pagePaths: ReadonlySet<string>,
  redirectedPaths: ReadonlySet<string>,
): BrokenLink[] {
  // A markdown field's node has the entry, or the block holding it, as its parent; the sanitized HTML is its child.
  const owners = new Map<string, string>();
  for (const [type, name] of Object.entries(ENTRY_NAMES)) {
    for (const entry of nodesOfType(type).filter((node) => isRenderedEntry(node as { publishedAt?: string | null }))) {
      const entryName = name(entry as { title?: string });
      for (const id of blockIds(entry, getNode, new Set([entry.id]))) owners.set(id, entryName);
    }
  }
  const broken: BrokenLink[] = [];
  for (const richText of nodesOfType(RICH_TEXT_TYPE) as Array<Node & { html?: string }>) {
    const markdown = richText.parent ? getNode(richText.parent) : undefined;
    const entry = markdown?.parent ? owners.get(markdown.parent) : undefined;
    if (!entry || typeof richText.html !== "string") continue;
    for (const link of new Set(linkedSitePaths(richText.html))) {
      if (FILE_SEGMENT.test(link.split("/").pop() ?? "") || pagePaths.has(link) || redirectedPaths.has(link)) continue;
      broken.push({ entry, link });
    }
  }
  return broken;
}
