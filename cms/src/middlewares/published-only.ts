import type { Core } from "@strapi/strapi";
import { isPreviewServerRequest, PREVIEW_SECRET_HEADER } from "../lib/preview-draft-access";

/**
 * Strapi 5 returns drafts to anyone who may `find` a type and adds `?status=draft` (strapi#25326),
 * and the navigation plugin's render endpoint honours the same parameter. Nothing outside the admin
 * panel needs drafts, so the content API refuses any status other than "published" — except
 * `status=draft` from the draft preview server, which proves itself with PREVIEW_SECRET (docs/preview.md).
 */
const publishedOnly: Core.MiddlewareFactory = (_config, { strapi }) => {
  const prefix = `${strapi.config.get<string>("api.rest.prefix", "/api")}/`;
  return async (ctx, next) => {
    const status = ctx.query.status;
    if (status === "draft" && isPreviewServerRequest(ctx.get(PREVIEW_SECRET_HEADER) || undefined)) return next();
    // Strapi's router matches paths without regard to case (/API/pages is /api/pages): compare the same way.
    if (ctx.path.toLowerCase().startsWith(prefix.toLowerCase()) && status !== undefined && status !== "published") {
      ctx.status = 403;
      ctx.body = {
        data: null,
        error: {
          status: 403,
          name: "ForbiddenError",
          message: "Only published content is available from the content API.",
          details: {},
        },
      };
      return;
    }
    await next();
  };
};

export default publishedOnly;
