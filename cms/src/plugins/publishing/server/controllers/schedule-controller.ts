import type { Core } from "@strapi/strapi";
import { cancelAction, parseLocale, scheduleAction, ScheduleRefusal, type ScheduleRequest } from "../scheduling/schedule-action";
import { entryWhere, findAction, findActions, isSchedulableKind, SCHEDULABLE, type ScheduledAction } from "../scheduling/scheduled-actions";
import { errorAnswer } from "../publisher-answers";

type Context = Parameters<Core.ControllerHandler>[0];

/** Finished actions shown beside the pending ones: enough to see what ran and what was refused lately. */
const RECENT_FINISHED = 20;
/** The Content Manager's own permission: scheduling a publish needs what publishing by hand needs. */
const PUBLISH_ACTION = "plugin::content-manager.explorer.publish";

const userEmail = (ctx: Context): string | null => {
  const email = (ctx.state.user as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email !== "" ? email : null;
};

const mayPublish = (ctx: Context, kind: keyof typeof SCHEDULABLE): boolean =>
  Boolean((ctx.state.userAbility as { can?: (action: string, subject: string) => boolean } | undefined)?.can?.(PUBLISH_ACTION, SCHEDULABLE[kind]));

const send = (ctx: Context, status: number, body: unknown): void => {
  ctx.status = status;
  ctx.body = body;
};

const refused = (ctx: Context, error: unknown): void => {
  if (!(error instanceof ScheduleRefusal)) throw error;
  const { status, body } = errorAnswer(error.status, error.message);
  send(ctx, status, body);
};

const forbidden = (ctx: Context): void => {
  const { body } = errorAnswer(403, "Your role may not publish this kind of entry, so it may not schedule or cancel its publishing either.");
  send(ctx, 403, { ...(body as object), error: { ...(body as { error: object }).error, name: "ForbiddenError" } });
};

/** The Publishing page's and the edit view's Schedule panel's routes (docs/content-model.md, "Scheduling"). */
export const scheduleController = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Pending actions, soonest first, and the latest finished ones; for one translation of an entry with
   * ?kind=&documentId=&locale= (no locale: the default locale's, as the edit view asked before translations).
   */
  async list(ctx: Context) {
    const { kind, documentId, locale } = ctx.query as { kind?: unknown; documentId?: unknown; locale?: unknown };
    let entry = {};
    try {
      if (isSchedulableKind(kind) && typeof documentId === "string") entry = entryWhere(kind, documentId, parseLocale(locale));
    } catch (error) {
      return refused(ctx, error);
    }
    const pending = await findActions(strapi, { ...entry, state: { $in: ["pending", "running"] } });
    const finished: ScheduledAction[] = (await findActions(strapi, { ...entry, state: { $in: ["done", "failed", "cancelled"] } }))
      .slice(-RECENT_FINISHED)
      .reverse();
    send(ctx, 200, { data: { pending, finished } });
  },

  async create(ctx: Context) {
    const request = (ctx.request.body ?? {}) as ScheduleRequest;
    if (isSchedulableKind(request.kind) && !mayPublish(ctx, request.kind)) return forbidden(ctx);
    try {
      send(ctx, 201, { data: await scheduleAction(strapi, request, userEmail(ctx)) });
    } catch (error) {
      refused(ctx, error);
    }
  },

  async cancel(ctx: Context) {
    const id = Number((ctx.params as { id: string }).id);
    const action = Number.isInteger(id) ? await findAction(strapi, id) : null;
    if (action && !mayPublish(ctx, action.entryKind)) return forbidden(ctx);
    try {
      send(ctx, 200, { data: await cancelAction(strapi, Number.isInteger(id) ? id : -1, userEmail(ctx)) });
    } catch (error) {
      refused(ctx, error);
    }
  },
});
