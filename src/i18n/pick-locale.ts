import { DEFAULT_LOCALE, type LocaleCode } from "@agency/cms/contract/locales";

/**
 * Of the per-locale nodes of one thing (the configuration, a navigation), the one in `locale`, else the default
 * locale's: a language whose editors have not written it yet shows the default language's rather than nothing.
 */
export function pickLocale<T extends { readonly locale?: string | null }>(nodes: readonly (T | null)[] | null | undefined, locale: LocaleCode): T | undefined {
  const present = (nodes ?? []).filter((node): node is T => node != null);
  return present.find((node) => node.locale === locale) ?? present.find((node) => node.locale === DEFAULT_LOCALE) ?? present.find((node) => !node.locale);
}
