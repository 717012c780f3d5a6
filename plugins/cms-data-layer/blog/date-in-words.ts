import { siteLocale, type LocaleCode } from "../../../cms/src/contract/locales";
import { dateTimeFormat } from "../../../src/i18n/intl-formatters";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const LONG_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" };

/**
 * A date as `locale` writes it in prose ("12 March 2026", "12 mars 2026"): `YYYY-MM-DD` is a calendar date, read as
 * UTC so every reader sees the editor's day. Written at build time (a post's `publishedOnText`), because a browser's
 * first Intl date formatter loads its locale's data for 14–25 ms, which a page's start cannot afford (docs/i18n.md,
 * "Dates and numbers").
 */
export function dateInWords(locale: LocaleCode, iso: string): string {
  return dateTimeFormat(siteLocale(locale).intl, LONG_DATE).format(new Date(DATE_ONLY.test(iso) ? `${iso}T00:00:00Z` : iso));
}
