import { DEFAULT_LOCALE } from "../contract/locales";

const names = new Intl.DisplayNames(["en"], { type: "language" });

/**
 * A locale's name in English, for the CMS's messages to editors ("French"), which are written in English like the
 * rest of the admin. The contract keeps each language's own name (Français) for visitors; Intl knows the rest.
 */
export const languageName = (code: string): string => names.of(code) ?? code;

/** "French " before a noun for a translation, nothing for the default locale, so English messages read as before. */
export const localeAdjective = (code: string): string => (code === DEFAULT_LOCALE ? "" : `${languageName(code)} `);
