/**
 * The site's languages: the one place a language is added (docs/i18n.md). The CMS creates these locales at
 * bootstrap, the site builds one tree of routes per locale, the publisher audits every one. The first is the
 * default: its pages keep the unprefixed URLs (`/about/`); every other locale lives under `/<code>/`.
 * Pure code with no imports: the browser bundle, the compiled CMS and the Gatsby build all load it.
 */
export interface SiteLocale {
  /** BCP 47 language tag, as Strapi, `<html lang>`, `hreflang` and the URL prefix use it. */
  readonly code: string;
  /** The language's own name, as the language switcher shows it. */
  readonly name: string;
  /** The locale Intl formats dates and numbers with. */
  readonly intl: string;
  /** Open Graph's `og:locale` form (language_TERRITORY). */
  readonly ogLocale: string;
}

export const SITE_LOCALES = [
  { code: "en", name: "English", intl: "en-GB", ogLocale: "en_GB" },
  { code: "fr", name: "Français", intl: "fr-FR", ogLocale: "fr_FR" },
] as const satisfies readonly SiteLocale[];

export type LocaleCode = (typeof SITE_LOCALES)[number]["code"];

export const DEFAULT_LOCALE: LocaleCode = SITE_LOCALES[0].code;

export const LOCALE_CODES: readonly LocaleCode[] = SITE_LOCALES.map((locale) => locale.code);

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === "string" && (LOCALE_CODES as readonly string[]).includes(value);
}

export function siteLocale(code: LocaleCode): SiteLocale {
  return SITE_LOCALES.find((locale) => locale.code === code) ?? SITE_LOCALES[0];
}

/** `""` for the default locale, `/fr` for French: what goes before every path of that locale. */
export function localePrefix(code: LocaleCode): string {
  return code === DEFAULT_LOCALE ? "" : `/${code}`;
}

/** A locale-neutral site path (`/about/`, `/blog/x/`, `/`) as that locale's URL (`/fr/about/`, `/fr/`). */
export function localizedPath(code: LocaleCode, path: string): string {
  const prefix = localePrefix(code);
  if (!prefix) return path;
  return path === "/" ? `${prefix}/` : `${prefix}${path}`;
}

/** The locale a site path belongs to, by its first segment (`/fr/…` → fr; anything else → the default). */
export function localeOfPath(path: string): LocaleCode {
  const first = path.split("/")[1] ?? "";
  return isLocaleCode(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}
