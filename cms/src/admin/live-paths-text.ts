import { DEFAULT_LOCALE } from "../contract/locales";
import { languageName } from "../lib/locale-names";
import type { FileUseAnswer } from "../media-guards/used-by-answer";

/**
 * Where the live site shows an entry, each translation at its path in its own language, the default's first and
 * plain as before the site had languages: "/about/, /fr/a-propos/ in French". Empty for an entry the site does not
 * show (a draft only, the site settings).
 */
export const livePathsText = (livePaths: FileUseAnswer["livePaths"]): string =>
  livePaths.map(({ locale, path }) => (locale === DEFAULT_LOCALE ? path : `${path} in ${languageName(locale)}`)).join(", ");
