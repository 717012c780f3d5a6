import { ENQUIRY_MESSAGES } from "@agency/cms/contract/enquiry-messages";
import { checkEnquiry, enquiryLocale, LOCALE_FIELD } from "@agency/cms/contract/enquiry-rules";

const OPTIONS = { needs: ["Vidéo"], budgets: ["Moins de 5 000 €"] };
const EMPTY = { name: " ", email: "nope", need: "", budget: "Beaucoup", message: "", consent: false };

describe("enquiry messages per locale", () => {
  test("the form posts its language in a field named locale", () => {
    expect(LOCALE_FIELD).toBe("locale");
  });

  test("English keeps today's wording", () => {
    expect(ENQUIRY_MESSAGES.en).toEqual({
      nameMissing: "Enter your name.",
      nameTooLong: "Your name can be at most 200 characters.",
      emailInvalid: "Enter an email address like name@example.com.",
      companyTooLong: "The company name can be at most 200 characters.",
      needMissing: "Choose what you need.",
      budgetInvalid: "Choose a budget from the list, or leave it empty.",
      messageMissing: "Tell us a little about your project.",
      messageTooLong: "Your message can be at most 5,000 characters.",
      consentMissing: "Tick the box to agree to the privacy policy.",
      summary: "Please correct the fields marked below.",
    });
  });

  test("checked in French, every field's error is French", () => {
    expect(checkEnquiry(EMPTY, OPTIONS, ENQUIRY_MESSAGES.fr)).toEqual({
      ok: false,
      errors: {
        name: "Indiquez votre nom.",
        email: "Indiquez une adresse e-mail de la forme nom@exemple.fr.",
        need: "Choisissez ce dont vous avez besoin.",
        budget: "Choisissez un budget dans la liste, ou laissez le champ vide.",
        message: "Parlez-nous un peu de votre projet.",
        consent: "Cochez la case pour accepter la politique de confidentialité.",
      },
    });
    expect(checkEnquiry({ ...EMPTY, name: "x".repeat(201), message: "x".repeat(5001), company: "x".repeat(201) }, OPTIONS, ENQUIRY_MESSAGES.fr)).toMatchObject({
      errors: {
        name: "Votre nom peut compter au plus 200 caractères.",
        company: "Le nom de l’entreprise peut compter au plus 200 caractères.",
        message: "Votre message peut compter au plus 5 000 caractères.",
      },
    });
    expect(ENQUIRY_MESSAGES.fr.summary).toBe("Veuillez corriger les champs signalés ci-dessous.");
  });

  test("without a locale the check speaks English", () => {
    expect(checkEnquiry(EMPTY, OPTIONS, ENQUIRY_MESSAGES.en)).toMatchObject({ errors: { name: "Enter your name." } });
  });

  test("a submission's locale is one the site has, else the default", () => {
    expect(enquiryLocale({ locale: "fr" })).toBe("fr");
    expect(enquiryLocale({ locale: "en" })).toBe("en");
    expect(enquiryLocale({ locale: "de" })).toBe("en");
    expect(enquiryLocale({ locale: ["fr"] })).toBe("en");
    expect(enquiryLocale({})).toBe("en");
  });
});
