import type { Core } from "@strapi/strapi";
import { errorAnswer } from "../publisher-answers";
import { contentTypeOf, isHistoryKind } from "../history/history-kinds";
import { HistoryRefusal, listVersions, purgeHistory, restoreVersion, versionDetail } from "../history/history-service";
import { ENTRY_VERSION } from "../history/history-kinds";

type Context = Parameters<Core.ControllerHandler>[0];

/** Restoring writes the draft, so it needs what editing by hand needs: the Content Manager's update on the type. */
const UPDATE_ACTION = "plugin::content-manager.explorer.update";
const SUPER_ADMIN = "strapi-super-admin";

const send = (ctx: Context, status: number, body: unknown): void => {
  ctx.status = status;
  ctx.body = body;
};

const refuse = (ctx: Context, status: number, message: string, name?: string): void => {
  const { body } = errorAnswer(status, message);
  send(ctx, status, name ? { ...(body as object), error: { ...(body as { error: object }).error, name } } : body);
};

const isSuperAdmin = (ctx: Context): boolean =>
  ((ctx.state.user as { roles?: Array<{ code?: unknown }> } | undefined)?.roles ?? []).some((role) => role.code === SUPER_ADMIN);

const may = (ctx: Context, action: string, subject: string): boolean =>
  Boolean((ctx.state.userAbility as { can?: (action: string, subject: string) => boolean } | undefined)?.can?.(action, subject));

const idOf = (ctx: Context): number | null => {
  const id = Number((ctx.params as { id?: unknown }).id);
  return Number.isInteger(id) && id > 0 ? id : null;
};

async function localeOf(strapi: Core.Strapi, ctx: Context): Promise<string | null> {
  const locale = (ctx.query as { locale?: unknown }).locale;
  if (locale === undefined || locale === "") return (await strapi.plugin("i18n").service("locales").getDefaultLocale()) as string;
  if (typeof locale !== "string") return null;
  const known = (await strapi.plugin("i18n").service("locales").find()) as Array<{ code: string }>;
  return known.some((candidate) => candidate.code === locale) ? locale : null;
}

async function answering(ctx: Context, work: () => Promise<unknown>): Promise<void> {
  try {
    send(ctx, 200, { data: await work() });
  } catch (error) {
    if (error instanceof HistoryRefusal) return refuse(ctx, error.status, error.message);
    // A guard of the edit (a slug taken since, say) refuses the restore with its own sentence.
    const details = error as { name?: unknown; message?: unknown };
    if (details.name === "ValidationError" || details.name === "ApplicationError") return refuse(ctx, 400, String(details.message));
    throw error;
  }
}

/** The History panel's routes (docs/history.md); none of them is on the public API. */
export const historyController = ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    const { kind, documentId } = ctx.params as { kind: string; documentId: string };
    if (!isHistoryKind(kind))
      return refuse(ctx, 400, `There is no history of "${kind}": pages, blog posts, categories, tags, authors, the site settings and navigations have one.`);
    const locale = await localeOf(strapi, ctx);
    if (!locale) return refuse(ctx, 400, "The locale is not one of the site's languages.");
    await answering(ctx, () => listVersions(strapi, kind, documentId, locale, isSuperAdmin(ctx)));
  },

  async detail(ctx: Context) {
    const id = idOf(ctx);
    if (id === null) return refuse(ctx, 400, "A version is named by its number.");
    await answering(ctx, () => versionDetail(strapi, id));
  },

  async restore(ctx: Context) {
    const id = idOf(ctx);
    if (id === null) return refuse(ctx, 400, "A version is named by its number.");
    const row = (await strapi.db.query(ENTRY_VERSION).findOne({ where: { id }, select: ["entryKind"] })) as { entryKind?: unknown } | null;
    if (row && isHistoryKind(row.entryKind) && row.entryKind !== "navigation" && !may(ctx, UPDATE_ACTION, contentTypeOf(row.entryKind)))
      return refuse(ctx, 403, "Your role may not edit this kind of entry, so it may not restore its versions either.", "ForbiddenError");
    await answering(ctx, () => restoreVersion(strapi, id));
  },

  async purge(ctx: Context) {
    if (!isSuperAdmin(ctx)) return refuse(ctx, 403, "Only a super admin may delete an entry's history.", "ForbiddenError");
    const { kind, documentId } = ctx.params as { kind: string; documentId: string };
    if (!isHistoryKind(kind)) return refuse(ctx, 400, `There is no history of "${kind}".`);
    const raw = (ctx.query as { locale?: unknown }).locale;
    const locale = raw === undefined || raw === "" ? null : await localeOf(strapi, ctx);
    if (raw !== undefined && raw !== "" && !locale) return refuse(ctx, 400, "The locale is not one of the site's languages.");
    await answering(ctx, async () => ({ purged: await purgeHistory(strapi, kind, documentId, locale) }));
  },
});
