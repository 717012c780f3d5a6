import { resolveLink } from "../../lib/safe-url";

/** A navigation entry as the site uses it: SPEC 3 "Navigation item: title, path, optional items". */
export interface NavigationItemData {
  title: string;
  /** Null for a wrapper that only groups its children. */
  path: string | null;
  external: boolean;
  items: NavigationItemData[];
}

export class NavigationDataError extends Error {
  override name = "NavigationDataError";
}

type PagePathLookup = (documentId: string) => string | undefined;

/**
 * Reads strapi-plugin-navigation's `render?type=TREE` answer. Internal items take the path of the page
 * they point at (the route rule, not the plugin's own joined path, decides where a page lives), so a
 * menu can never link to a page that was not built.
 */
export function parseNavigationTree(slug: string, raw: unknown, pagePathOf: PagePathLookup): NavigationItemData[] {
  if (!Array.isArray(raw)) throw new NavigationDataError(`Navigation "${slug}": expected a list of items, got ${describe(raw)}`);
  return raw.map((item, index) => parseItem(slug, item, `#${index + 1}`, pagePathOf));
}

function parseItem(slug: string, raw: unknown, where: string, pagePathOf: PagePathLookup): NavigationItemData {
  const fail = (why: string): never => {
    throw new NavigationDataError(`Navigation "${slug}", item ${where}: ${why}`);
  };
  if (!isRecord(raw)) return fail(`expected an object, got ${describe(raw)}`);
  const title = typeof raw.title === "string" ? raw.title.trim() : "";
  if (!title) fail("has no title");
  const label = `${where} "${title}"`;
  const children = raw.items ?? [];
  if (!Array.isArray(children)) fail(`"${title}" has items that are not a list`);
  const items = (children as unknown[]).map((child, index) => parseItem(slug, child, `${label} › #${index + 1}`, pagePathOf));

  switch (raw.type) {
    case "INTERNAL": {
      const related = isRecord(raw.related) ? raw.related : undefined;
      const documentId = typeof related?.documentId === "string" ? related.documentId : undefined;
      const path = documentId ? pagePathOf(documentId) : undefined;
      if (!path) fail(`"${title}" points at a page that is missing or not published`);
      return { title, path: path ?? null, external: false, items };
    }
    case "EXTERNAL": {
      const href = typeof raw.externalPath === "string" ? raw.externalPath : "";
      try {
        const target = resolveLink(href, { external: true });
        return { title, path: target.kind === "internal" ? target.path : target.href, external: target.kind === "external", items };
      } catch (error) {
        return fail(`"${title}" has an unusable external link (${(error as Error).message})`);
      }
    }
    case "WRAPPER":
      return { title, path: null, external: false, items };
    default:
      return fail(`"${title}" has the unknown type ${describe(raw.type)}`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return typeof value === "string" ? JSON.stringify(value.slice(0, 40)) : typeof value;
}
