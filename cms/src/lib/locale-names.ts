import { DEFAULT_LOCALE } from "../contract/locales";

const names = new Intl.DisplayNames(["en"], { type: "language" });

/**
 * A locale's name in English, for the CMS's messages to editors ("French"), which are written in English like the
 * rest of the admin. The contract keeps each language's own name (Français) for visitors; Intl knows the rest.
 */
export const languageName = (code: string): string => names.of(code) ?? code;

/** "French " before a noun for a translation, nothing for the default locale, so English messages read as before. */
export const localeAdjective = (code: string): string => (code === DEFAULT_LOCALE ? "" : `${languageName(code)} `);

/**
 * "the French version of " before an entry's name ("the French version of the page “À propos”"), nothing for the
 * default locale's: how the Publishing panel and the scheduled actions name a translation, so English reads as before.
 */
export const versionOf = (code: string | null | undefined): string => (!code || code === DEFAULT_LOCALE ? "" : `the ${languageName(code)} version of `);
