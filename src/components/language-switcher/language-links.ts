import { SITE_LOCALES, localizedPath, type LocaleCode } from "@agency/cms/contract/locales";
import type { Alternate } from "../../i18n/message-types";

export interface LanguageLink {
  readonly code: LocaleCode;
  /** The language's own name ("Français"). */
  readonly name: string;
  readonly href: string;
  /** False when this page has no translation in that language: the link goes to its home page. */
  readonly translated: boolean;
}

/**
 * One link per other locale that has a site: to this page's translation, else to that locale's home page. The current
 * locale is not a link (the switcher marks it as current).
 */
export function languageLinks(current: LocaleCode, alternates: readonly Alternate[], siteLocales: readonly LocaleCode[]): LanguageLink[] {
  return SITE_LOCALES.filter(
    (locale) => locale.code !== current && (siteLocales.includes(locale.code) || alternates.some((a) => a.locale === locale.code)),
  ).map((locale) => {
    const translation = alternates.find((alternate) => alternate.locale === locale.code);
    return { code: locale.code, name: locale.name, href: translation?.path ?? localizedPath(locale.code, "/"), translated: Boolean(translation) };
  });
}
