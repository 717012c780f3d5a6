import type { Core } from "@strapi/strapi";

interface KoaContext {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

interface AiAdmin {
  isEnabled(): boolean;
  getAiFeatureConfig(): Promise<unknown>;
}

const JOBS = /^\/i18n\/ai-localization-jobs\/(single-types|collection-types)\//;

/**
 * Strapi's admin asks for its AI features on every edit view (GET /admin/ai-feature-config, and the i18n plugin's
 * GET /i18n/ai-localization-jobs/…) even when the project has no AI licence, and Strapi answers both with 404: two
 * red lines in the console of every entry. While AI is off (it always is here: it needs Strapi's paid licence),
 * these requests get the answers Strapi's own services give for "not configured": the feature config with every AI
 * feature off, and no localisation job. With AI on, Strapi's routes answer as before.
 */
export const quietAiRequests = (strapi: Core.Strapi): void => {
  strapi.server.use(async (ctx: KoaContext, next: () => Promise<unknown>) => {
    if (ctx.method !== "GET") return next();
    const ai = (strapi as unknown as { ai?: { admin?: AiAdmin } }).ai?.admin;
    if (ctx.path === "/admin/ai-feature-config" && ai && !ai.isEnabled()) {
      ctx.status = 200;
      ctx.body = { data: await ai.getAiFeatureConfig() };
      return undefined;
    }
    if (JOBS.test(ctx.path)) {
      const localizations = strapi.plugin("i18n")?.service("ai-localizations") as { isEnabled(): Promise<boolean> | boolean } | undefined;
      if (localizations && !(await localizations.isEnabled())) {
        ctx.status = 200;
        ctx.body = { data: null };
        return undefined;
      }
    }
    return next();
  });
};
