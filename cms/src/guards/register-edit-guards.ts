import type { Core } from "@strapi/strapi";
import { AUTHOR, BLOG_POST, CONFIGURATION, PAGE } from "./content-types";
import { registerDeletingTogether } from "./deleting-together";
import { localesOfAction } from "./document-locales";
import { refuseMissingAltText } from "./image-alt-text";
import { refuseLinkedPage } from "./linked-page";
import { registerNavigationLocaleGuard } from "./navigation-locale";
import { refuseUnpublishedParent } from "./published-parent";
import { refuseUnsafeContentLinks } from "./safe-links";
import { registerSlugAvailability, sitePathRoutes } from "./slug-availability";
import { refuseSharedPath } from "./unique-path";
import { isPostTerm, refuseUsedByPosts } from "./used-by-posts";

const GUARDED = new Set<string>([PAGE, BLOG_POST, CONFIGURATION]);

interface GuardParams {
  documentId?: string;
  status?: string;
  locale?: string;
}

/** What must hold for the draft about to be published (or just published by create/update with status "published"), in one locale. */
const refuseUnpublishable = async (strapi: Core.Strapi, uid: string, documentId: string, locale: string): Promise<void> => {
  if (uid === PAGE) await refuseUnpublishedParent(strapi, documentId, locale);
  await refuseSharedPath(strapi, uid, documentId, locale);
  await refuseMissingAltText(strapi, uid, documentId);
};

const documentIdOf = (result: unknown): string | undefined => (result as { documentId?: string } | null)?.documentId;
/** A saved version's own locale: what a create without one (the default locale's) really wrote. */
const localeOf = (result: unknown): string | undefined => (result as { locale?: string } | null)?.locale ?? undefined;

type Middleware = Parameters<Core.Strapi["documents"]["use"]>[0];

/** The entry's title for a refusal: the one being saved, else the saved draft's (a partial update through the API). */
const titleOf = async (strapi: Core.Strapi, uid: string, data: unknown, params: GuardParams): Promise<string | undefined> => {
  const given = (data as { title?: unknown } | null | undefined)?.title;
  if (typeof given === "string") return given;
  if (uid === CONFIGURATION || !params.documentId) return undefined;
  const saved = (await strapi.db.query(uid as typeof PAGE).findOne({ where: { documentId: params.documentId }, select: ["title"] })) as {
    title?: string;
  } | null;
  return saved?.title;
};

/**
 * A category, tag or author goes (unpublished or deleted) only when no post uses it, in each locale the action touches;
 * an author is published only with alternative text on their portrait (the site shows it beside their name).
 */
const guardPostTerm = async (strapi: Core.Strapi, ctx: Parameters<Middleware>[0], next: Parameters<Middleware>[1]) => {
  const params = (ctx.params ?? {}) as GuardParams;
  if ((ctx.action === "unpublish" || ctx.action === "delete") && params.documentId) {
    for (const locale of await localesOfAction(strapi, ctx.uid, params.documentId, params.locale)) {
      await refuseUsedByPosts(strapi, ctx.uid, params.documentId, ctx.action, locale);
    }
  }
  if (ctx.uid === AUTHOR && params.documentId && (ctx.action === "publish" || params.status === "published")) {
    await refuseMissingAltText(strapi, ctx.uid, params.documentId);
  }
  return next();
};

/**
 * The CMS refuses, with a message the content manager shows, the edits that would break the site build
 * (docs/content-model.md, "What the CMS refuses"). A document-service middleware, so the admin, the
 * REST API and the seed all meet the same rules; other content types (the navigation plugin's own) pass.
 * Removals and publishing are checked before they run; saves are checked after they ran, inside their
 * transaction, so the rule reads the saved draft (whatever form the relation input took) and a refusal
 * undoes the save. Every rule holds per locale: the action's locale (or each, for `*`) is checked on its own.
 * Every link saved must pass the site's own link rule (safe-links.ts). Navigation items are checked by the navigation
 * plugin's own entry points (navigation-locale.ts). A category, tag or
 * author that posts use cannot be unpublished or deleted (used-by-posts.ts).
 */
export const registerEditGuards = (strapi: Core.Strapi): void => {
  // A bulk delete of pages is judged as one set (a parent with its children).
  registerDeletingTogether(strapi);
  registerNavigationLocaleGuard(strapi);
  // The slug check and the search preview's path in the edit view answer by the same path rule as the save.
  registerSlugAvailability(strapi);
  strapi.server.routes(sitePathRoutes(strapi));
  strapi.documents.use(async (ctx, next) => {
    if (isPostTerm(ctx.uid)) return guardPostTerm(strapi, ctx, next);
    if (!GUARDED.has(ctx.uid)) return next();
    const params = (ctx.params ?? {}) as GuardParams;
    switch (ctx.action) {
      case "unpublish":
      case "delete":
        if (ctx.uid === PAGE && params.documentId) {
          for (const locale of await localesOfAction(strapi, ctx.uid, params.documentId, params.locale)) {
            await refuseLinkedPage(strapi, params.documentId, ctx.action, locale);
          }
        }
        return next();
      case "publish":
        if (params.documentId) {
          for (const locale of await localesOfAction(strapi, ctx.uid, params.documentId, params.locale)) {
            await refuseUnpublishable(strapi, ctx.uid, params.documentId, locale);
          }
        }
        return next();
      case "create":
      case "update":
      case "clone": {
        // Links are judged on the data as sent, before anything is written.
        const data = (ctx.params as { data?: unknown } | undefined)?.data;
        await refuseUnsafeContentLinks(strapi, ctx.uid, data, () => titleOf(strapi, ctx.uid, data, params));
        return strapi.db.transaction(async () => {
          const result = await next();
          const documentId = ctx.action === "update" ? params.documentId : documentIdOf(result);
          if (!documentId) return result;
          const [locale = ""] = await localesOfAction(strapi, ctx.uid, documentId, localeOf(result) ?? params.locale);
          await refuseSharedPath(strapi, ctx.uid, documentId, locale);
          if (params.status === "published") await refuseUnpublishable(strapi, ctx.uid, documentId, locale);
          return result;
        });
      }
      default:
        return next();
    }
  });
};
