import type { Core } from "@strapi/strapi";
import { DEFAULT_LOCALE } from "../../../../contract/locales";

/** The plugin content type that holds scheduled actions (../content-types/scheduled-action.ts). */
const SCHEDULED_ACTION = "plugin::publishing.scheduled-action";

/** The content types that can be scheduled, by the kind the publisher and the Publishing panel name them. */
export const SCHEDULABLE = {
  page: "api::page.page",
  "blog-post": "api::blog-post.blog-post",
} as const;

export type SchedulableKind = keyof typeof SCHEDULABLE;
type ScheduledVerb = "publish" | "unpublish";
export type ScheduledState = "pending" | "running" | "done" | "failed" | "cancelled";

export const isSchedulableKind = (value: unknown): value is SchedulableKind => typeof value === "string" && Object.hasOwn(SCHEDULABLE, value);

export interface ScheduledAction {
  id: number;
  action: ScheduledVerb;
  entryKind: SchedulableKind;
  entryDocumentId: string;
  /** The translation it acts on; the default locale for rows stored before translations. */
  entryLocale: string;
  entryTitle: string | null;
  runAt: string;
  state: ScheduledState;
  scheduledBy: string | null;
  claimedBy: string | null;
  ranAt: string | null;
  failure: string | null;
  cancelledBy: string | null;
}

const FIELDS = [
  "id",
  "action",
  "entryKind",
  "entryDocumentId",
  "entryLocale",
  "entryTitle",
  "runAt",
  "state",
  "scheduledBy",
  "claimedBy",
  "ranAt",
  "failure",
  "cancelledBy",
];

/** SQLite hands datetimes back as numbers or strings, PostgreSQL as Dates: the API answers ISO text in UTC. */
const iso = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value as string | number | Date).toISOString());

const normalized = (row: Record<string, unknown>): ScheduledAction =>
  ({ ...row, entryLocale: row.entryLocale ?? DEFAULT_LOCALE, runAt: iso(row.runAt) ?? "", ranAt: iso(row.ranAt) }) as unknown as ScheduledAction;

/** The filter for one translation's actions: a row without a locale is the default locale's. */
export const entryWhere = (kind: SchedulableKind, documentId: string, locale: string): Record<string, unknown> => ({
  entryKind: kind,
  entryDocumentId: documentId,
  ...(locale === DEFAULT_LOCALE ? { $or: [{ entryLocale: locale }, { entryLocale: null }] } : { entryLocale: locale }),
});

/** Straight to the table (not the document service): a scheduled action is the CMS's record, never a webhook event. */
const table = (strapi: Core.Strapi) => strapi.db.query(SCHEDULED_ACTION as never);

export const findActions = async (strapi: Core.Strapi, where: Record<string, unknown>, limit?: number): Promise<ScheduledAction[]> =>
  (
    (await table(strapi).findMany({ where, select: FIELDS, orderBy: [{ runAt: "asc" }, { id: "asc" }], ...(limit ? { limit } : {}) })) as Array<
      Record<string, unknown>
    >
  ).map(normalized);

export const findAction = async (strapi: Core.Strapi, id: number): Promise<ScheduledAction | null> => {
  const row = (await table(strapi).findOne({ where: { id }, select: FIELDS })) as Record<string, unknown> | null;
  return row ? normalized(row) : null;
};

export const insertAction = async (
  strapi: Core.Strapi,
  data: Pick<ScheduledAction, "action" | "entryKind" | "entryDocumentId" | "entryLocale" | "entryTitle" | "scheduledBy"> & { runAt: Date },
): Promise<ScheduledAction> => {
  const row = (await table(strapi).create({ data: { ...data, state: "pending" }, select: FIELDS })) as Record<string, unknown>;
  return normalized(row);
};

/**
 * Moves an action from one state to the next only if it is still in the state expected: one conditional
 * UPDATE, so of several CMS instances (or a cancel racing the tick) exactly one sees a row changed.
 */
export const transition = async (strapi: Core.Strapi, id: number, from: ScheduledState, data: Record<string, unknown>): Promise<boolean> => {
  const { count } = (await table(strapi).updateMany({ where: { id, state: from }, data })) as { count: number };
  return count === 1;
};
