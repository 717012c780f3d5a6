// By path, not by package name: the Gatsby Node files import this file, and Parcel leaves package imports to Node.
import { ENQUIRY_MESSAGES } from "../../cms/src/contract/enquiry-messages";
import type { LocaleCode } from "@agency/cms/contract/locales";
import type { Messages, PageMessages } from "./message-types";
import { en } from "./messages/en";
import { fr } from "./messages/fr";

/**
 * Every locale's UI catalogue, for the build only: the data layer makes one node of each
 * (plugins/cms-data-layer/i18n/source-catalogues.ts), which pages read as data with one static query
 * (src/i18n/use-catalogue.ts), not in the JavaScript. Browser code never imports this file (eslint.config.mjs).
 * A locale added to SITE_LOCALES without a catalogue here fails the type check.
 */
const CATALOGUES: Record<LocaleCode, Messages> = { en, fr };

export function catalogueFor(locale: LocaleCode): PageMessages {
  const untranslatedNotes = Object.fromEntries(Object.entries(CATALOGUES).map(([code, messages]) => [code, messages.languages.untranslatedNote]));
  return { ...CATALOGUES[locale], untranslatedNotes, enquiryErrors: ENQUIRY_MESSAGES[locale] };
}
