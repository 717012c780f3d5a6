import { LOCALE_CODES, type LocaleCode } from "../contract/locales";
import { languageName } from "../lib/locale-names";

/** The search parameter the content manager keeps the edited locale in (its locale menu). */
const LOCALE_PARAMETER = "plugins[i18n][locale]";

interface Version {
  locale?: unknown;
}

/**
 * The site's languages an entry has no version in, in the site's order: the version shown (`locale`) and its other
 * translations (the list view's `localizations`, the edit view's `meta.availableLocales`) are the ones it has.
 */
export const missingLocales = (locale: unknown, others: readonly Version[] | null | undefined): LocaleCode[] => {
  const present = new Set<unknown>([locale, ...(others ?? []).map((other) => other.locale)]);
  return LOCALE_CODES.filter((code) => !present.has(code));
};

const list = new Intl.ListFormat("en", { type: "conjunction" });

/** "Missing in French", "Missing in French and German"; null when the entry is in every language. */
export const missingNotice = (codes: readonly string[]): string | null => (codes.length === 0 ? null : `Missing in ${list.format(codes.map(languageName))}`);

/**
 * The admin address's query with the locale menu set to `code`: the content manager opens the entry's version in
 * that language, an empty one to write when it has none (what choosing it in the locale menu does).
 */
export const searchInLocale = (search: string, code: string): string => {
  const params = new URLSearchParams(search);
  params.set(LOCALE_PARAMETER, code);
  return `?${params.toString()}`;
};
