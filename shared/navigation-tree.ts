import { resolveLink } from "./rules/safe-url";

/**
 * A navigation entry as sourced (docs/navigation.md). Internal items keep the document id of their page:
 * the page's route decides the path (navigation-resolvers.ts), so a menu can never disagree with where a
 * page is built. An item whose page is gone may arrive without an id; createPages refuses the build for
 * any internal item without an id or whose id is not a published page, with every other such problem
 * (the one check: plugins/cms-data-layer/routes/create-site-pages.ts).
 */
export interface NavigationItemSource {
  title: string;
  kind: "internal" | "external" | "wrapper";
  pageDocumentId?: string;
  url?: string;
  items: NavigationItemSource[];
}

export class NavigationDataError extends Error {
  override name = "NavigationDataError";
}

/** Reads strapi-plugin-navigation's `render?type=TREE` answer; malformed data fails with the item named. */
export function parseNavigationTree(slug: string, raw: unknown): NavigationItemSource[] {
  if (!Array.isArray(raw)) throw new NavigationDataError(`Navigation "${slug}": expected a list of items, got ${describe(raw)}`);
  return raw.map((item, index) => parseItem(slug, item, `#${index + 1}`));
}

function parseItem(slug: string, raw: unknown, where: string): NavigationItemSource {
  const fail = (why: string): never => {
    throw new NavigationDataError(`Navigation "${slug}", item ${where}: ${why}`);
  };
  if (!isRecord(raw)) return fail(`expected an object, got ${describe(raw)}`);
  const title = typeof raw.title === "string" ? raw.title.trim() : "";
  if (!title) fail("has no title");
  const children = raw.items ?? [];
  if (!Array.isArray(children)) fail(`"${title}" has items that are not a list`);
  const items = (children as unknown[]).map((child, index) => parseItem(slug, child, `${where} "${title}" › #${index + 1}`));

  switch (raw.type) {
    case "INTERNAL": {
      const related = isRecord(raw.related) ? raw.related : undefined;
      const pageDocumentId = typeof related?.documentId === "string" ? related.documentId : undefined;
      return { title, kind: "internal", ...(pageDocumentId ? { pageDocumentId } : {}), items };
    }
    case "EXTERNAL": {
      // The TREE render puts an external item's URL in `path` (`externalPath` is the admin's field name).
      const href = [raw.externalPath, raw.path].find((value): value is string => typeof value === "string" && value.trim() !== "") ?? "";
      try {
        const target = resolveLink(href, { external: true });
        return { title, kind: target.kind === "external" ? "external" : "internal", url: target.kind === "internal" ? target.path : target.href, items };
      } catch (error) {
        return fail(`"${title}" has an unusable external link (${(error as Error).message})`);
      }
    }
    case "WRAPPER":
      return { title, kind: "wrapper", items };
    default:
      return fail(`"${title}" has the unknown type ${describe(raw.type)}`);
  }
}

/** Every item that links a CMS page, with the page's document id when the CMS still has one. */
export function internalTargets(items: readonly NavigationItemSource[]): { title: string; pageDocumentId?: string }[] {
  return items.flatMap((item) => [
    ...(item.kind === "internal" && item.url === undefined ? [{ title: item.title, pageDocumentId: item.pageDocumentId }] : []),
    ...internalTargets(item.items),
  ]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return typeof value === "string" ? JSON.stringify(value.slice(0, 40)) : typeof value;
}
