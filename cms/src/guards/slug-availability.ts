import type { Core } from "@strapi/strapi";
import { DEFAULT_LOCALE } from "../contract/locales";
import { MAX_PARENT_WALK } from "../lib/site-path";
import { PAGE } from "./content-types";
import { findPathClash } from "./unique-path";

/**
 * The content manager's slug field asks POST /content-manager/uid/check-availability whether a slug is free, and
 * Strapi's answer counts every page of the locale with that slug: "team" under Services read "Unavailable" because
 * About has a "team", although the save (unique-path.ts) allows it. For a page's slug the answer here is the save's
 * own rule (findPathClash) under the page's parent: the one the form sends (`parent`, from src/admin/slug-check-parent.ts:
 * a document id, or null for none), else the saved draft's (`documentId`), else none (a new page starts at the top).
 * Other fields keep Strapi's answer.
 *
 * GET /site-paths/pages/:documentId?locale=…&parent=… answers the slugs of a page's parents (["services", "digital"]),
 * which the edit view's search preview puts before the slug being typed (src/admin/seo-preview-panel.tsx).
 */

interface Context {
  request: { body?: Record<string, unknown> };
  query: Record<string, unknown>;
  params: Record<string, string | undefined>;
  body: unknown;
}

type Controller = Record<string, (ctx: Context) => Promise<unknown>>;

interface DraftRow {
  slug?: string | null;
  parent?: { documentId: string } | null;
}

const localeOf = (ctx: Context): string => (typeof ctx.query.locale === "string" && ctx.query.locale ? ctx.query.locale : DEFAULT_LOCALE);

const draftOf = (strapi: Core.Strapi, documentId: string, locale: string): Promise<DraftRow | null> =>
  strapi.db.query(PAGE).findOne({
    where: { documentId, locale, publishedAt: null },
    select: ["slug"],
    populate: { parent: { select: ["documentId"] } },
  }) as Promise<DraftRow | null>;

/** `parent` as the form sends it: a document id, or null for "no parent"; undefined when the form did not say. */
const parentGiven = (value: unknown): string | null | undefined => (value === null || value === "" ? null : typeof value === "string" ? value : undefined);

const parentOf = async (strapi: Core.Strapi, given: string | null | undefined, documentId: string | undefined, locale: string): Promise<string | null> => {
  if (given !== undefined) return given;
  if (!documentId) return null;
  return (await draftOf(strapi, documentId, locale))?.parent?.documentId ?? null;
};

/** The slugs of a page and its parents, top first, in one locale's drafts (what gets published next). */
const slugsUp = async (strapi: Core.Strapi, documentId: string | null, locale: string): Promise<string[]> => {
  const slugs: string[] = [];
  let current = documentId;
  for (let depth = 0; current && depth < MAX_PARENT_WALK; depth += 1) {
    const row = await draftOf(strapi, current, locale);
    if (!row?.slug) break;
    slugs.unshift(row.slug);
    current = row.parent?.documentId ?? null;
  }
  return slugs;
};

/** The first "<slug>-<n>" free under the same parent, as Strapi suggests one. */
const suggestFree = async (strapi: Core.Strapi, claim: { documentId?: string; slug: string; parentId: string | null; locale: string }): Promise<string> => {
  for (let n = 1; n < 100; n += 1) {
    const slug = `${claim.slug}-${n}`;
    const clash = await findPathClash(strapi, PAGE, { ...claim, slug });
    if (!clash.other && !clash.reserved) return slug;
  }
  return `${claim.slug}-${Date.now()}`;
};

export const registerSlugAvailability = (strapi: Core.Strapi): void => {
  const controller = strapi.plugin("content-manager")?.controller("uid") as unknown as Controller | undefined;
  const strapiCheck = controller?.checkUIDAvailability?.bind(controller);
  if (!controller || !strapiCheck) return;
  controller.checkUIDAvailability = async (ctx) => {
    const { documentId, parent, ...body } = ctx.request.body ?? {};
    // Strapi's own check sees the body it knows.
    ctx.request.body = body;
    if (body.contentTypeUID !== PAGE || body.field !== "slug" || typeof body.value !== "string" || !body.value.trim()) return strapiCheck(ctx);
    const locale = localeOf(ctx);
    const own = typeof documentId === "string" && documentId ? documentId : undefined;
    const claim = { documentId: own, slug: body.value.trim(), parentId: await parentOf(strapi, parentGiven(parent), own, locale), locale };
    const clash = await findPathClash(strapi, PAGE, claim);
    const isAvailable = !clash.other && !clash.reserved;
    ctx.body = { isAvailable, suggestion: isAvailable ? null : await suggestFree(strapi, claim) };
    return ctx.body;
  };
};

/** The admin routes of the path rule (an admin session, as the content manager's own). */
export const sitePathRoutes = (strapi: Core.Strapi) => ({
  type: "admin" as const,
  prefix: "/site-paths",
  routes: [
    {
      method: "GET" as const,
      path: "/pages/:documentId",
      handler: async (koa: unknown) => {
        const ctx = koa as Context;
        const locale = localeOf(ctx);
        const own = ctx.params.documentId && ctx.params.documentId !== "create" ? ctx.params.documentId : undefined;
        const parentId = await parentOf(strapi, parentGiven(ctx.query.parent), own, locale);
        ctx.body = { data: { parentSlugs: await slugsUp(strapi, parentId, locale) } };
      },
      config: { policies: ["admin::isAuthenticatedAdmin"] },
      info: {},
    },
  ],
});
