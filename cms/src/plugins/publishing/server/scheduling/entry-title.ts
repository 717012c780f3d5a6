import type { Core } from "@strapi/strapi";
import { SCHEDULABLE, type SchedulableKind } from "./scheduled-actions";

/** The title editors see (the draft's), or null when the entry is gone. */
export const entryTitle = async (strapi: Core.Strapi, kind: SchedulableKind, documentId: string): Promise<string | null> => {
  const query = strapi.db.query(SCHEDULABLE[kind]);
  const row = ((await query.findOne({ where: { documentId, publishedAt: null }, select: ["title"] })) ??
    (await query.findOne({ where: { documentId }, select: ["title"] }))) as { title?: string } | null;
  return row ? (row.title ?? "") : null;
};

/** Whether the entry has a published version now. */
export const isPublished = async (strapi: Core.Strapi, kind: SchedulableKind, documentId: string): Promise<boolean> =>
  (await strapi.db.query(SCHEDULABLE[kind]).count({ where: { documentId, publishedAt: { $notNull: true } } })) > 0;
