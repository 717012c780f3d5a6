import type { LocaleCode } from "../contract/locales";

/**
 * The endpoint's own words to the site's script, per site locale (the field errors are the form's:
 * contract/enquiry-rules.ts). A browser without JavaScript is sent back to the site, whose notices say the rest.
 */
export interface EnquiryAnswerTexts {
  tooMany: (minutes: number) => string;
}

export const ENQUIRY_ANSWER_TEXTS: Readonly<Record<LocaleCode, EnquiryAnswerTexts>> = {
  en: {
    tooMany: (minutes) => `Too many enquiries from your connection. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  },
  fr: {
    tooMany: (minutes) => `Trop de demandes depuis votre connexion. Veuillez réessayer dans ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  },
};
