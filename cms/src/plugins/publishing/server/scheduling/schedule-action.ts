import type { Core } from "@strapi/strapi";
import { entryTitle, isPublished } from "./entry-title";
import { findAction, findActions, insertAction, isSchedulableKind, transition, type ScheduledAction, type SchedulableKind } from "./scheduled-actions";

/** A refusal the route answers with 400 (or 404) and this message. */
export class ScheduleRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 = 400,
  ) {
    super(message);
  }
}

export interface ScheduleRequest {
  kind: unknown;
  documentId: unknown;
  action: unknown;
  runAt: unknown;
}

/** UTC in messages: the server does not know the editor's zone (the panel shows their local time). */
const utc = (date: Date): string => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

const parseTime = (value: unknown): Date => {
  const date = typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new ScheduleRefusal("Say when: runAt must be a date and time such as 2026-12-01T09:00:00Z.");
  return date;
};

/**
 * Validates and records a scheduled publish or unpublish (docs/content-model.md, "Scheduling"): in the future,
 * one pending action of each kind per entry, and an unpublish never at or before the entry's scheduled publish
 * (nor of an entry that is not published and has no publish scheduled).
 */
export const scheduleAction = async (strapi: Core.Strapi, request: ScheduleRequest, scheduledBy: string | null, now = new Date()): Promise<ScheduledAction> => {
  const { kind, documentId, action } = request;
  if (!isSchedulableKind(kind)) throw new ScheduleRefusal('Only pages and blog posts can be scheduled: kind must be "page" or "blog-post".');
  if (action !== "publish" && action !== "unpublish") throw new ScheduleRefusal('action must be "publish" or "unpublish".');
  if (typeof documentId !== "string" || documentId === "") throw new ScheduleRefusal("documentId must name the entry.");
  const runAt = parseTime(request.runAt);
  const title = await entryTitle(strapi, kind, documentId);
  if (title === null) throw new ScheduleRefusal(`No ${kind === "page" ? "page" : "blog post"} has the documentId "${documentId}".`, 404);
  const subject = `${kind === "page" ? "the page" : "the blog post"} "${title}"`;
  if (runAt.getTime() <= now.getTime()) throw new ScheduleRefusal(`Choose a time in the future: ${utc(runAt)} has passed.`);

  const pending = await findActions(strapi, { entryKind: kind, entryDocumentId: documentId, state: "pending" });
  const same = pending.find((other) => other.action === action);
  if (same) throw new ScheduleRefusal(`A ${action} of ${subject} is already scheduled for ${utc(new Date(same.runAt))}. Cancel it first.`);
  if (action === "unpublish") await refuseEarlyUnpublish(strapi, kind, documentId, subject, runAt, pending);

  return insertAction(strapi, { action, entryKind: kind, entryDocumentId: documentId, entryTitle: title, scheduledBy, runAt });
};

const refuseEarlyUnpublish = async (
  strapi: Core.Strapi,
  kind: SchedulableKind,
  documentId: string,
  subject: string,
  runAt: Date,
  pending: ScheduledAction[],
): Promise<void> => {
  const publish = pending.find((other) => other.action === "publish");
  if (publish && new Date(publish.runAt).getTime() >= runAt.getTime()) {
    throw new ScheduleRefusal(`The unpublish (${utc(runAt)}) must come after the scheduled publish of ${subject} (${utc(new Date(publish.runAt))}).`);
  }
  if (!publish && !(await isPublished(strapi, kind, documentId))) {
    throw new ScheduleRefusal(
      `${subject.charAt(0).toUpperCase()}${subject.slice(1)} is not published and no publish is scheduled: there is nothing to unpublish.`,
    );
  }
};

/** Cancels a pending action; one that has started or ended stays as it is (the refusal says which). */
export const cancelAction = async (strapi: Core.Strapi, id: number, cancelledBy: string | null): Promise<ScheduledAction> => {
  const action = await findAction(strapi, id);
  if (!action) throw new ScheduleRefusal(`No scheduled action has the id ${id}.`, 404);
  if (!(await transition(strapi, id, "pending", { state: "cancelled", cancelledBy }))) {
    const now = (await findAction(strapi, id))?.state ?? action.state;
    throw new ScheduleRefusal(`This scheduled ${action.action} is ${now === "running" ? "running now" : now} and can no longer be cancelled.`);
  }
  return (await findAction(strapi, id)) ?? action;
};
