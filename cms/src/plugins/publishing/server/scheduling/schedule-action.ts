import type { Core } from "@strapi/strapi";
import { DEFAULT_LOCALE, isLocaleCode, LOCALE_CODES, type LocaleCode } from "../../../../contract/locales";
import { languageName, localeAdjective } from "../../../../lib/locale-names";
import { entrySubject, entryTitle, isPublished } from "./entry-title";
import {
  entryWhere,
  findAction,
  findActions,
  insertAction,
  isSchedulableKind,
  transition,
  type ScheduledAction,
  type SchedulableKind,
} from "./scheduled-actions";

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
  /** The translation the editor is viewing; none means the default locale's (as before the site had languages). */
  locale?: unknown;
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

/** The locale a request names, checked against the site's languages; none is the default locale. */
export const parseLocale = (value: unknown): LocaleCode => {
  if (value === undefined || value === null || value === "") return DEFAULT_LOCALE;
  if (isLocaleCode(value)) return value;
  const known = LOCALE_CODES.map((code) => `"${code}" (${languageName(code)})`).join(", ");
  throw new ScheduleRefusal(`The site has no language "${String(value)}": locale must be one of ${known}.`);
};

/**
 * Validates and records a scheduled publish or unpublish of one translation (docs/content-model.md, "Scheduling"):
 * in the future, one pending action of each kind per translation, and an unpublish never at or before the
 * translation's scheduled publish (nor of a translation that is not published and has no publish scheduled).
 */
export const scheduleAction = async (strapi: Core.Strapi, request: ScheduleRequest, scheduledBy: string | null, now = new Date()): Promise<ScheduledAction> => {
  const { kind, documentId, action } = request;
  if (!isSchedulableKind(kind)) throw new ScheduleRefusal('Only pages and blog posts can be scheduled: kind must be "page" or "blog-post".');
  if (action !== "publish" && action !== "unpublish") throw new ScheduleRefusal('action must be "publish" or "unpublish".');
  if (typeof documentId !== "string" || documentId === "") throw new ScheduleRefusal("documentId must name the entry.");
  const runAt = parseTime(request.runAt);
  const locale = parseLocale(request.locale);
  const title = await entryTitle(strapi, kind, documentId, locale);
  if (title === null)
    throw new ScheduleRefusal(`No ${localeAdjective(locale)}${kind === "page" ? "page" : "blog post"} has the documentId "${documentId}".`, 404);
  const subject = entrySubject(kind, title, locale);
  if (runAt.getTime() <= now.getTime()) throw new ScheduleRefusal(`Choose a time in the future: ${utc(runAt)} has passed.`);

  const pending = await findActions(strapi, { ...entryWhere(kind, documentId, locale), state: "pending" });
  const same = pending.find((other) => other.action === action);
  if (same) throw new ScheduleRefusal(`A ${action} of ${subject} is already scheduled for ${utc(new Date(same.runAt))}. Cancel it first.`);
  if (action === "unpublish") await refuseEarlyUnpublish(strapi, kind, documentId, locale, subject, runAt, pending);

  return insertAction(strapi, { action, entryKind: kind, entryDocumentId: documentId, entryLocale: locale, entryTitle: title, scheduledBy, runAt });
};

const refuseEarlyUnpublish = async (
  strapi: Core.Strapi,
  kind: SchedulableKind,
  documentId: string,
  locale: string,
  subject: string,
  runAt: Date,
  pending: ScheduledAction[],
): Promise<void> => {
  const publish = pending.find((other) => other.action === "publish");
  if (publish && new Date(publish.runAt).getTime() >= runAt.getTime()) {
    throw new ScheduleRefusal(`The unpublish (${utc(runAt)}) must come after the scheduled publish of ${subject} (${utc(new Date(publish.runAt))}).`);
  }
  if (!publish && !(await isPublished(strapi, kind, documentId, locale))) {
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
