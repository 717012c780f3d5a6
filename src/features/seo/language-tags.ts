import { DEFAULT_LOCALE, isLocaleCode, siteLocale, type LocaleCode } from "@agency/cms/contract/locales";
import { absoluteUrl } from "./organization-json-ld";

interface PageAlternate {
  readonly locale: LocaleCode;
  readonly path: string;
}

/** The language fields of a page's context (set by the build for every page: plugins/cms-data-layer/routes). */
export interface LanguageContext {
  readonly locale?: unknown;
  readonly alternates?: readonly PageAlternate[] | null;
  /** The cookie policy in the page's locale (else the default locale's). */
  readonly cookiePolicyPath?: string | null;
}

/** The page's locale from its context; a page without one is the default locale's. */
export function pageLocale(context: LanguageContext | null | undefined): LocaleCode {
  return isLocaleCode(context?.locale) ? context.locale : DEFAULT_LOCALE;
}

export interface LanguageTags {
  /** `<html lang>`. */
  lang: string;
  /** `og:locale` (language_TERRITORY). */
  ogLocale: string;
  /** `og:locale:alternate`: every other translation's. */
  ogAlternates: string[];
  /** `<link rel="alternate" hreflang>`: every translation, itself included, then `x-default` (the default locale's). */
  hreflang: { hreflang: string; href: string }[];
}

/**
 * A page's language tags from its context. The alternates are reciprocal by construction: every translation's
 * context lists the same set. A page with no other translation gets no hreflang links (nothing to point to).
 */
export function languageTags(context: LanguageContext | null | undefined, siteUrl: string): LanguageTags {
  const locale = pageLocale(context);
  const alternates = (context?.alternates ?? []).filter((alternate) => isLocaleCode(alternate.locale));
  const others = alternates.filter((alternate) => alternate.locale !== locale);
  const fallback = alternates.find((alternate) => alternate.locale === DEFAULT_LOCALE);
  const hreflang =
    others.length === 0
      ? []
      : [
          ...alternates.map((alternate) => ({ hreflang: alternate.locale, href: absoluteUrl(siteUrl, alternate.path)! })),
          ...(fallback ? [{ hreflang: "x-default", href: absoluteUrl(siteUrl, fallback.path)! }] : []),
        ];
  return {
    lang: locale,
    ogLocale: siteLocale(locale).ogLocale,
    ogAlternates: others.map((alternate) => siteLocale(alternate.locale).ogLocale),
    hreflang,
  };
}
