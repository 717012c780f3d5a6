// By path, not by package name: the Gatsby Node files import this file, and Parcel leaves package imports to Node.
import { ENQUIRY_MESSAGES } from "../../cms/src/contract/enquiry-messages";
import { ENQUIRY_MAX_LENGTH } from "../../cms/src/contract/enquiry-rules";
import { siteLocale, type LocaleCode } from "../../cms/src/contract/locales";
import { numberFormat } from "./intl-formatters";
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
  const messages = CATALOGUES[locale];
  return {
    ...messages,
    enquiryForm: withLimitWritten(messages.enquiryForm, siteLocale(locale).intl),
    untranslatedNotes,
    enquiryErrors: ENQUIRY_MESSAGES[locale],
  };
}

/**
 * The message's length limit is a constant of the enquiry rules, so each catalogue carries it written in its
 * language's numbers ("5,000", "5 000"): the contact page then starts without building an Intl number formatter,
 * whose locale data costs 14–25 ms in a browser (docs/i18n.md, "Dates and numbers").
 */
function withLimitWritten(form: Messages["enquiryForm"], intl: string): Messages["enquiryForm"] {
  const max = numberFormat(intl).format(ENQUIRY_MAX_LENGTH.message);
  return Object.fromEntries(Object.entries(form).map(([key, text]) => [key, text.replaceAll("{max}", max)])) as Messages["enquiryForm"];
}
