import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { PAGE } from "./content-types";

const NAVIGATION_ITEM = "plugin::navigation.navigation-item";
/** The refusal names this many links, then "and N more", so the notification stays readable. */
const MAX_LISTED = 6;

export type PageRemoval = "unpublish" | "delete";

interface LinkingPage {
  title: string;
  parent?: { documentId: string } | null;
  content?: Array<{ __component: string; label?: string; page?: { documentId: string } | null }>;
}

interface LinkingItem {
  title: string;
  related?: Array<{ __type?: string; documentId?: string }> | null;
  master?: { name: string } | null;
}

/**
 * Refuses to unpublish or delete a page that a navigation item, a page button or a child page still
 * points at: the site build would fail on the dangling link (or move the child). Unpublishing looks at
 * what is live (published pages); deleting also at drafts, whose links would be left empty.
 */
export const refuseLinkedPage = async (strapi: Core.Strapi, documentId: string, removal: PageRemoval): Promise<void> => {
  const pages = strapi.db.query(PAGE);
  // The draft's title is the one the editor sees in the admin.
  const own = ((await pages.findOne({ where: { documentId, publishedAt: null }, select: ["title"] })) ??
    (await pages.findOne({ where: { documentId }, select: ["title"] }))) as { title: string } | null;
  if (!own) return;
  if (removal === "unpublish" && (await pages.count({ where: { documentId, publishedAt: { $notNull: true } } })) === 0) return;

  const links = [...(await navigationLinks(strapi, documentId)), ...(await pageLinks(strapi, documentId, removal))];
  if (links.length === 0) return;
  const listed = links.slice(0, MAX_LISTED).join("; ");
  const more = links.length > MAX_LISTED ? `; and ${links.length - MAX_LISTED} more` : "";
  throw new errors.ApplicationError(
    `Cannot ${removal} the page "${own.title}": ${listed}${more}. ` +
      "Change those links first: the site build refuses a link to a page that is missing or not published.",
  );
};

/** Items of every navigation (the plugin keeps the linked page as a polymorphic `related` entry). */
const navigationLinks = async (strapi: Core.Strapi, documentId: string): Promise<string[]> => {
  if (!strapi.contentTypes[NAVIGATION_ITEM as keyof typeof strapi.contentTypes]) return [];
  const items = (await strapi.db.query(NAVIGATION_ITEM as never).findMany({
    where: { type: "INTERNAL" },
    select: ["title"],
    populate: { related: true, master: { select: ["name"] } },
  })) as LinkingItem[];
  const lines = items
    .filter((item) => (item.related ?? []).some((target) => target.__type === PAGE && target.documentId === documentId))
    .map((item) => `navigation "${item.master?.name ?? "?"}": the item "${item.title}" points at it`);
  return unique(lines);
};

/** Other pages whose parent is this page or that hold a button to it. */
const pageLinks = async (strapi: Core.Strapi, documentId: string, removal: PageRemoval): Promise<string[]> => {
  const rows = (await strapi.db.query(PAGE).findMany({
    where: { documentId: { $ne: documentId }, ...(removal === "unpublish" ? { publishedAt: { $notNull: true } } : {}) },
    select: ["title"],
    populate: {
      parent: { select: ["documentId"] },
      content: { on: { "blocks.page-button": { select: ["label"], populate: { page: { select: ["documentId"] } } } } },
    },
  })) as LinkingPage[];
  const lines = rows.flatMap((row) => [
    ...(row.parent?.documentId === documentId ? [`page "${row.title}": its parent is this page`] : []),
    ...(row.content ?? [])
      .filter((block) => block.__component === "blocks.page-button" && block.page?.documentId === documentId)
      .map((block) => `page "${row.title}": the button "${block.label ?? ""}" points at it`),
  ]);
  return unique(lines);
};

/** Sorted so the message is stable; a page's draft and published versions give the same line once. */
const unique = (lines: string[]): string[] => [...new Set(lines)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
