import type { Core } from "@strapi/strapi";
import { BLOG_POST, CONFIGURATION, PAGE } from "./content-types";
import { registerDeletingTogether } from "./deleting-together";
import { refuseMissingAltText } from "./image-alt-text";
import { refuseLinkedPage } from "./linked-page";
import { refuseUnpublishedParent } from "./published-parent";
import { refuseSharedPath } from "./unique-path";

const GUARDED = new Set<string>([PAGE, BLOG_POST, CONFIGURATION]);

interface GuardParams {
  documentId?: string;
  status?: string;
}

/** What must hold for the draft about to be published (or just published by create/update with status "published"). */
const refuseUnpublishable = async (strapi: Core.Strapi, uid: string, documentId: string): Promise<void> => {
  if (uid === PAGE) await refuseUnpublishedParent(strapi, documentId);
  await refuseSharedPath(strapi, uid, documentId);
  await refuseMissingAltText(strapi, uid, documentId);
};

const documentIdOf = (result: unknown): string | undefined => (result as { documentId?: string } | null)?.documentId;

/**
 * The CMS refuses, with a message the content manager shows, the edits that would break the site build
 * (docs/content-model.md, "What the CMS refuses"). A document-service middleware, so the admin, the
 * REST API and the seed all meet the same rules; other content types (the navigation plugin's own) pass.
 * Removals and publishing are checked before they run; saves are checked after they ran, inside their
 * transaction, so the rule reads the saved draft (whatever form the relation input took) and a refusal
 * undoes the save.
 */
export const registerEditGuards = (strapi: Core.Strapi): void => {
  // A bulk delete of pages is judged as one set (a parent with its children).
  registerDeletingTogether(strapi);
  strapi.documents.use(async (ctx, next) => {
    if (!GUARDED.has(ctx.uid)) return next();
    const params = (ctx.params ?? {}) as GuardParams;
    switch (ctx.action) {
      case "unpublish":
      case "delete":
        if (ctx.uid === PAGE && params.documentId) await refuseLinkedPage(strapi, params.documentId, ctx.action);
        return next();
      case "publish":
        if (params.documentId) await refuseUnpublishable(strapi, ctx.uid, params.documentId);
        return next();
      case "create":
      case "update":
      case "clone":
        return strapi.db.transaction(async () => {
          const result = await next();
          const documentId = ctx.action === "update" ? params.documentId : documentIdOf(result);
          if (!documentId) return result;
          await refuseSharedPath(strapi, ctx.uid, documentId);
          if (params.status === "published") await refuseUnpublishable(strapi, ctx.uid, documentId);
          return result;
        });
      default:
        return next();
    }
  });
};
