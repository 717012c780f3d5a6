import type { LocaleCode } from "../contract/locales";

/** The words around the visitor's copy of their enquiry, in the visitor's language (the greeting is the editors'). */
export interface EnquiryCopyTexts {
  quoteIntro: string;
  name: string;
  email: string;
  company: string;
  need: string;
  budget: string;
  message: string;
  replyHint: string;
}

export const ENQUIRY_COPY_TEXTS: Readonly<Record<LocaleCode, EnquiryCopyTexts>> = {
  en: {
    quoteIntro: "Your enquiry, as we received it:",
    name: "Name",
    email: "Email",
    company: "Company",
    need: "Need",
    budget: "Budget",
    message: "Message",
    replyHint: "Reply to this email to write to us.",
  },
  fr: {
    quoteIntro: "Votre demande, telle que nous l’avons reçue :",
    name: "Nom",
    email: "E-mail",
    company: "Entreprise",
    need: "Besoin",
    budget: "Budget",
    message: "Message",
    replyHint: "Répondez à cet e-mail pour nous écrire.",
  },
};
