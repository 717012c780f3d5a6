import { DEFAULT_LOCALE, isLocaleCode, localizedPath, type LocaleCode } from "../contract/locales";

/**
 * The site's route rule as the CMS applies it (src/lib/page-path.ts, which the CMS cannot import): a page's path is
 * its slug under its parents' slugs, the page `home` without a parent is `/`, a post is at `/blog/<slug>/`, and every
 * path ends with a slash. A translation lives under its locale's prefix (`/fr/blog/<slug>/`, `/fr/` for the French
 * home page): pass the entry's locale.
 */
export const pagePathOf = (slugs: string[], locale?: string | null): string =>
  inLocale(locale, slugs.length === 1 && slugs[0] === "home" ? "/" : `/${slugs.join("/")}/`);

export const blogPostPathOf = (slug: string, locale?: string | null): string => inLocale(locale, `/blog/${slug}/`);

/** A stored entry's locale as the contract knows it; an entry from before localization (or none) is the default's. */
export const entryLocale = (locale: unknown): LocaleCode => (isLocaleCode(locale) ? locale : DEFAULT_LOCALE);

const inLocale = (locale: string | null | undefined, path: string): string => localizedPath(entryLocale(locale), path);

/** The site allows three levels (docs/content-model.md); a walk up the parents stops after a few more, on a cycle. */
export const MAX_PARENT_WALK = 6;
