import type { LocaleCode } from "../contract/locales";

/** The endpoint's own words to a visitor, per site locale (the field errors are the form's: contract/enquiry-rules.ts). */
export interface EnquiryAnswerTexts {
  /** The no-JavaScript page for refused fields. */
  invalidTitle: string;
  /** The no-JavaScript page for any other refusal. */
  refusedTitle: string;
  backHint: string;
  backToForm: string;
  backToSite: string;
  tooMany: (minutes: number) => string;
}

export const ENQUIRY_ANSWER_TEXTS: Readonly<Record<LocaleCode, EnquiryAnswerTexts>> = {
  en: {
    invalidTitle: "Please check your enquiry",
    refusedTitle: "Your enquiry could not be sent",
    backHint: "Use your browser's Back button to return to the form: what you typed is still there.",
    backToForm: "Back to the form",
    backToSite: "Back to the website",
    tooMany: (minutes) => `Too many enquiries from your connection. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  },
  fr: {
    invalidTitle: "Veuillez vérifier votre demande",
    refusedTitle: "Votre demande n’a pas pu être envoyée",
    backHint: "Revenez au formulaire avec le bouton Retour de votre navigateur : ce que vous avez saisi y est toujours.",
    backToForm: "Retour au formulaire",
    backToSite: "Retour au site",
    tooMany: (minutes) => `Trop de demandes depuis votre connexion. Veuillez réessayer dans ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  },
};
