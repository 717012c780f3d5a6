import type { Core } from "@strapi/strapi";
import { DEFAULT_LOCALE } from "../contract/locales";

/**
 * The locales a document-service action touches: the one it names, every version the document has for `*`
 * (publish or delete all), and the default locale when it names none (as the document service does).
 */
export const localesOfAction = async (strapi: Core.Strapi, uid: string, documentId: string, locale: unknown): Promise<string[]> => {
  if (typeof locale === "string" && locale !== "*") return [locale];
  if (locale === "*") {
    const rows = (await strapi.db.query(uid as never).findMany({ where: { documentId }, select: ["locale"] })) as Array<{ locale?: string | null }>;
    return [...new Set(rows.map((row) => row.locale ?? DEFAULT_LOCALE))];
  }
  const fallback = (await strapi.plugin("i18n")?.service("locales").getDefaultLocale()) as string | null | undefined;
  return [fallback ?? DEFAULT_LOCALE];
};
