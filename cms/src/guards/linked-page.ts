import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { NAVIGATION, refusalDetails, type RefusalEntry } from "../refusal-entries";
import { localeAdjective } from "../lib/locale-names";
import { livePaths, liveKey } from "../redirects/live-paths";
import { allRedirects, REDIRECT } from "../redirects/redirect-store";
import { sitePathOfTarget } from "../redirects/redirect-paths";
import { PAGE } from "./content-types";
import { deletedTogether } from "./deleting-together";

const NAVIGATION_ITEM = "plugin::navigation.navigation-item";
/** The refusal names this many links, then "and N more", so the notification stays readable. */
const MAX_LISTED = 6;

export type PageRemoval = "unpublish" | "delete";

interface PageRefRow {
  documentId: string;
}

interface LinkingBlock {
  __component: string;
  label?: string;
  page?: PageRefRow | null;
  primary_cta?: { label?: string; page?: PageRefRow | null } | null;
  secondary_cta?: { label?: string; page?: PageRefRow | null } | null;
  items?: Array<{ title?: string; client?: string; page?: PageRefRow | null }> | null;
}

interface LinkingPage {
  documentId: string;
  title: string;
  parent?: { documentId: string } | null;
  content?: LinkingBlock[];
}

const PAGE_REF = { select: ["documentId"] };
const CTA_REF = { select: ["label"], populate: { page: PAGE_REF } };

/** Every block field that links a page: buttons, the hero's calls to action, service and case study cards. */
const LINKING_BLOCKS_POPULATE = {
  "blocks.page-button": { select: ["label"], populate: { page: PAGE_REF } },
  "blocks.hero": { populate: { primary_cta: CTA_REF, secondary_cta: CTA_REF } },
  "blocks.services": { populate: { items: { select: ["title"], populate: { page: PAGE_REF } } } },
  "blocks.case-studies": { populate: { items: { select: ["client"], populate: { page: PAGE_REF } } } },
};

/** How each link of a block to the page `documentId` is named in the refusal. */
const blockLinks = (block: LinkingBlock, documentId: string): string[] => {
  const to = (ref: PageRefRow | null | undefined) => ref?.documentId === documentId;
  switch (block.__component) {
    case "blocks.page-button":
      return to(block.page) ? [`the button "${block.label ?? ""}"`] : [];
    case "blocks.hero":
      return [block.primary_cta, block.secondary_cta].filter((cta) => cta && to(cta.page)).map((cta) => `the call to action "${cta?.label ?? ""}"`);
    case "blocks.services":
      return (block.items ?? []).filter((item) => to(item.page)).map((item) => `the service "${item.title ?? ""}"`);
    case "blocks.case-studies":
      return (block.items ?? []).filter((item) => to(item.page)).map((item) => `the case study "${item.client ?? ""}"`);
    default:
      return [];
  }
};

interface LinkingItem {
  title: string;
  related?: Array<{ __type?: string; documentId?: string }> | null;
  master?: { documentId: string; name: string; locale?: string | null } | null;
}

/** One link the refusal names, and the entry that holds it (for the admin's refusal panel to link). */
interface Link {
  line: string;
  entry: RefusalEntry;
}

/**
 * Refuses to unpublish or delete a page that a navigation item, a page button (or a call to action, a
 * service or case study card) or a child page still
 * points at: the site build would fail on the dangling link (or move the child). Unpublishing looks at
 * what is live (published pages); deleting also at drafts, whose links would be left empty. Per locale: removing
 * the French version looks at French links only (French navigations, French pages, redirects to its /fr/ path).
 */
export const refuseLinkedPage = async (strapi: Core.Strapi, documentId: string, removal: PageRemoval, locale: string): Promise<void> => {
  const pages = strapi.db.query(PAGE);
  // The draft's title is the one the editor sees in the admin.
  const own = ((await pages.findOne({ where: { documentId, locale, publishedAt: null }, select: ["title"] })) ??
    (await pages.findOne({ where: { documentId, locale }, select: ["title"] }))) as { title: string } | null;
  if (!own) return;
  if (removal === "unpublish" && (await pages.count({ where: { documentId, locale, publishedAt: { $notNull: true } } })) === 0) return;

  const links = [
    ...(await navigationLinks(strapi, documentId, locale)),
    ...(await pageLinks(strapi, documentId, removal, locale)),
    ...(await redirectLinks(strapi, documentId, locale)),
  ];
  if (links.length === 0) return;
  const named = links.slice(0, MAX_LISTED);
  const more = links.length > MAX_LISTED ? `; and ${links.length - MAX_LISTED} more` : "";
  throw new errors.ApplicationError(
    `Cannot ${removal} the ${localeAdjective(locale)}page "${own.title}": ${named.map((link) => link.line).join("; ")}${more}. ` +
      "Change those links first: the site build refuses a link to a page that is missing or not published.",
    refusalDetails(named.map((link) => link.entry)),
  );
};

/** Items of every navigation's version in the locale (the plugin keeps the linked page as a polymorphic `related` entry). */
const navigationLinks = async (strapi: Core.Strapi, documentId: string, locale: string): Promise<Link[]> => {
  if (!strapi.contentTypes[NAVIGATION_ITEM as keyof typeof strapi.contentTypes]) return [];
  const items = (await strapi.db.query(NAVIGATION_ITEM as never).findMany({
    where: { type: "INTERNAL" },
    select: ["title"],
    populate: { related: true, master: { select: ["documentId", "name", "locale"] } },
  })) as LinkingItem[];
  const links = items
    .filter((item) => (item.master?.locale ?? locale) === locale)
    .filter((item) => (item.related ?? []).some((target) => target.__type === PAGE && target.documentId === documentId))
    .map((item) => ({
      line: `navigation "${item.master?.name ?? "?"}": the item "${item.title}" points at it`,
      entry: { uid: NAVIGATION, documentId: item.master?.documentId ?? "", name: `the navigation "${item.master?.name ?? "?"}"` },
    }));
  return unique(links);
};

/** Other pages whose parent is this page or that hold a button, a call to action or a card linking it. */
const pageLinks = async (strapi: Core.Strapi, documentId: string, removal: PageRemoval, locale: string): Promise<Link[]> => {
  // Pages deleted in the same action (a bulk delete) take their links with them.
  const leaving = removal === "delete" ? [...deletedTogether()] : [];
  const rows = (await strapi.db.query(PAGE).findMany({
    where: { documentId: { $notIn: [documentId, ...leaving] }, locale, ...(removal === "unpublish" ? { publishedAt: { $notNull: true } } : {}) },
    select: ["documentId", "title"],
    populate: {
      parent: { select: ["documentId"] },
      content: { on: LINKING_BLOCKS_POPULATE },
    },
  })) as LinkingPage[];
  const links = rows.flatMap((row) => {
    const entry = { uid: PAGE, documentId: row.documentId, name: `the page "${row.title}"` };
    return [
      ...(row.parent?.documentId === documentId ? [`page "${row.title}": its parent is this page`] : []),
      ...(row.content ?? []).flatMap((block) => blockLinks(block, documentId)).map((link) => `page "${row.title}": ${link} points at it`),
    ].map((line) => ({ line, entry }));
  });
  return unique(links);
};

/** Redirects that send visitors to the page's live path (docs/redirects.md). */
const redirectLinks = async (strapi: Core.Strapi, documentId: string, locale: string): Promise<Link[]> => {
  const path = (await livePaths(strapi)).get(liveKey("page", documentId, locale))?.path;
  if (!path) return [];
  const rows = (await allRedirects(strapi)).filter((row) => sitePathOfTarget(row.to) === path);
  return unique(
    rows.map((row) => ({
      line: `the redirect ${row.from} → ${row.to} points at it`,
      entry: { uid: REDIRECT, documentId: row.documentId, name: `the redirect ${row.from} → ${row.to}` },
    })),
  );
};

/** Sorted so the message is stable; a page's draft and published versions give the same line once. */
const unique = (links: Link[]): Link[] =>
  [...new Map(links.map((link) => [link.line, link])).values()].sort((a, b) => (a.line < b.line ? -1 : a.line > b.line ? 1 : 0));
