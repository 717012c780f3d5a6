/**
 * The enquiry checks' words per site locale (their rules: enquiry-rules.ts). Apart from the rules because the browser
 * must not carry every language: the CMS answers with them, and the site's build puts the page's own locale's set into
 * its catalogue (src/i18n/catalogues.ts), from which the form reads them. Typed by LocaleCode, so a locale added to
 * locales.ts without its translation here fails the type check.
 */
import { ENQUIRY_MAX_LENGTH, type EnquiryMessages } from "./enquiry-rules";
import type { LocaleCode } from "./locales";

export const ENQUIRY_MESSAGES: Readonly<Record<LocaleCode, EnquiryMessages>> = {
  en: {
    nameMissing: "Enter your name.",
    nameTooLong: `Your name can be at most ${ENQUIRY_MAX_LENGTH.name} characters.`,
    emailInvalid: "Enter an email address like name@example.com.",
    companyTooLong: `The company name can be at most ${ENQUIRY_MAX_LENGTH.company} characters.`,
    needMissing: "Choose what you need.",
    budgetInvalid: "Choose a budget from the list, or leave it empty.",
    messageMissing: "Tell us a little about your project.",
    messageTooLong: "Your message can be at most 5,000 characters.",
    consentMissing: "Tick the box to agree to the privacy policy.",
    summary: "Please correct the fields marked below.",
  },
  fr: {
    nameMissing: "Indiquez votre nom.",
    nameTooLong: `Votre nom peut compter au plus ${ENQUIRY_MAX_LENGTH.name} caractères.`,
    emailInvalid: "Indiquez une adresse e-mail de la forme nom@exemple.fr.",
    companyTooLong: `Le nom de l’entreprise peut compter au plus ${ENQUIRY_MAX_LENGTH.company} caractères.`,
    needMissing: "Choisissez ce dont vous avez besoin.",
    budgetInvalid: "Choisissez un budget dans la liste, ou laissez le champ vide.",
    messageMissing: "Parlez-nous un peu de votre projet.",
    messageTooLong: "Votre message peut compter au plus 5 000 caractères.",
    consentMissing: "Cochez la case pour accepter la politique de confidentialité.",
    summary: "Veuillez corriger les champs signalés ci-dessous.",
  },
};
