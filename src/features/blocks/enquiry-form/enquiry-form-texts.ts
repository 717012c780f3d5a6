import type { LocaleCode } from "@agency/cms/contract/locales";

/**
 * The form's own words per site locale (its field errors are the CMS's too: ENQUIRY_MESSAGES in enquiry-rules.ts).
 * Typed by LocaleCode, so a locale added to locales.ts without its translation here fails the type check.
 */
export interface EnquiryFormTexts {
  heading: string;
  submit: string;
  sending: string;
  name: string;
  email: string;
  company: string;
  optional: string;
  need: string;
  chooseNeed: string;
  budget: string;
  noBudget: string;
  message: string;
  consent: string;
  privacyPolicy: string;
  /** The honeypot's label: nobody sees it, software reads it. */
  website: string;
  /** Outcome texts when the configuration leaves them empty: a visitor must always learn the outcome. */
  successHeading: string;
  successMessage: string;
  errorMessage: string;
}

export const ENQUIRY_FORM_TEXTS: Readonly<Record<LocaleCode, EnquiryFormTexts>> = {
  en: {
    heading: "Send us an enquiry",
    submit: "Send enquiry",
    sending: "Sending…",
    name: "Name",
    email: "Email",
    company: "Company",
    optional: "(optional)",
    need: "What do you need?",
    chooseNeed: "Choose one",
    budget: "Budget",
    noBudget: "Not sure yet",
    message: "Message",
    consent: "I agree that you keep these details to answer my enquiry.",
    privacyPolicy: "privacy policy",
    website: "Website",
    successHeading: "Thank you, we have your enquiry",
    successMessage: "We will reply by email soon.",
    errorMessage: "Your enquiry could not be sent. Please try again in a moment.",
  },
  fr: {
    heading: "Envoyez-nous votre demande",
    submit: "Envoyer la demande",
    sending: "Envoi en cours…",
    name: "Nom",
    email: "E-mail",
    company: "Entreprise",
    optional: "(facultatif)",
    need: "De quoi avez-vous besoin ?",
    chooseNeed: "Choisissez",
    budget: "Budget",
    noBudget: "Je ne sais pas encore",
    message: "Message",
    consent: "J’accepte que vous conserviez ces informations pour répondre à ma demande.",
    privacyPolicy: "politique de confidentialité",
    website: "Site web",
    successHeading: "Merci, nous avons bien reçu votre demande",
    successMessage: "Nous vous répondrons bientôt par e-mail.",
    errorMessage: "Votre demande n’a pas pu être envoyée. Veuillez réessayer dans un instant.",
  },
};
