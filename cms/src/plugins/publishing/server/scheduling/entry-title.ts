import type { Core } from "@strapi/strapi";
import { versionOf } from "../../../../lib/locale-names";
import { SCHEDULABLE, type SchedulableKind } from "./scheduled-actions";

/** The title editors see in that translation (its draft's), or null when the translation is gone or never was. */
export const entryTitle = async (strapi: Core.Strapi, kind: SchedulableKind, documentId: string, locale: string): Promise<string | null> => {
  const query = strapi.db.query(SCHEDULABLE[kind]);
  const row = ((await query.findOne({ where: { documentId, locale, publishedAt: null }, select: ["title"] })) ??
    (await query.findOne({ where: { documentId, locale }, select: ["title"] }))) as { title?: string } | null;
  return row ? (row.title ?? "") : null;
};

/** Whether that translation has a published version now. */
export const isPublished = async (strapi: Core.Strapi, kind: SchedulableKind, documentId: string, locale: string): Promise<boolean> =>
  (await strapi.db.query(SCHEDULABLE[kind]).count({ where: { documentId, locale, publishedAt: { $notNull: true } } })) > 0;

/**
 * `the page "About"`, `the French version of the page "À propos"`: how the refusals, the failures, the log and the
 * webhook's trigger name an action's entry (the Publishing panel's words for a translation, src/lib/locale-names.ts).
 */
export const entrySubject = (kind: SchedulableKind, title: string, locale: string): string =>
  `${versionOf(locale)}the ${kind === "page" ? "page" : "blog post"} "${title}"`;
