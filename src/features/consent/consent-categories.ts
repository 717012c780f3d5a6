import { CONSENT_MODE_FIELDS, type ConsentMode, type ConsentModeField, type ConsentValue } from "./consent-record";

/**
 * What each checkbox of the consent dialog means, decided once here:
 *
 *   Necessary   → security_storage                         always granted (the record itself, site security)
 *   Preferences → functionality_storage + personalization  remembered settings (seed text: "Remember the
 *                                                          settings you choose…"), so not necessary
 *   Analytics   → analytics_storage
 *   Marketing   → ad_storage
 *
 * And what each stored field tells Google's consent mode (v2 needs ad_user_data and ad_personalization,
 * which follow Marketing; the stored "personalization" is sent as itself and as personalization_storage):
 *
 *   functionality_storage → functionality_storage
 *   security_storage      → security_storage
 *   ad_storage            → ad_storage, ad_user_data, ad_personalization
 *   analytics_storage     → analytics_storage
 *   personalization       → personalization_storage, personalization
 */
export const OPTIONAL_CATEGORIES = ["analytics", "preferences", "marketing"] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];
type ConsentCategory = "necessary" | OptionalCategory;
export type ConsentChoices = Record<OptionalCategory, boolean>;

export const CATEGORY_FIELDS: Readonly<Record<ConsentCategory, readonly ConsentModeField[]>> = {
  necessary: ["security_storage"],
  analytics: ["analytics_storage"],
  preferences: ["functionality_storage", "personalization"],
  marketing: ["ad_storage"],
};

export const GOOGLE_CONSENT_TYPES: Readonly<Record<ConsentModeField, readonly string[]>> = {
  functionality_storage: ["functionality_storage"],
  security_storage: ["security_storage"],
  ad_storage: ["ad_storage", "ad_user_data", "ad_personalization"],
  analytics_storage: ["analytics_storage"],
  personalization: ["personalization_storage", "personalization"],
};

export const ALL_GRANTED: Readonly<ConsentChoices> = { analytics: true, preferences: true, marketing: true };
export const ALL_DENIED: Readonly<ConsentChoices> = { analytics: false, preferences: false, marketing: false };

export type ConsentDecision = "accept-all" | "accept-selected" | "decline-all";

export function decisionChoices(decision: ConsentDecision, selected: ConsentChoices): ConsentChoices {
  if (decision === "accept-all") return { ...ALL_GRANTED };
  if (decision === "decline-all") return { ...ALL_DENIED };
  return { ...selected };
}

const value = (granted: boolean): ConsentValue => (granted ? "granted" : "denied");

export function consentModeFromChoices(choices: ConsentChoices): ConsentMode {
  const mode = Object.fromEntries(CONSENT_MODE_FIELDS.map((field) => [field, "denied"])) as ConsentMode;
  for (const field of CATEGORY_FIELDS.necessary) mode[field] = "granted";
  for (const category of OPTIONAL_CATEGORIES) {
    for (const field of CATEGORY_FIELDS[category]) mode[field] = value(choices[category]);
  }
  return mode;
}

/** A category counts as chosen only when every field it stands for is granted. */
export function choicesFromConsentMode(mode: ConsentMode): ConsentChoices {
  const choices = { ...ALL_DENIED };
  for (const category of OPTIONAL_CATEGORIES) {
    choices[category] = CATEGORY_FIELDS[category].every((field) => mode[field] === "granted");
  }
  return choices;
}

export type GoogleConsent = Record<string, ConsentValue>;

export function googleConsentFromMode(mode: ConsentMode): GoogleConsent {
  const consent: GoogleConsent = {};
  for (const field of CONSENT_MODE_FIELDS) {
    for (const type of GOOGLE_CONSENT_TYPES[field]) consent[type] = mode[field];
  }
  return consent;
}

/** The default before any choice: every type denied, including security and functionality (docs/consent.md). */
export function deniedGoogleConsent(): GoogleConsent {
  const consent: GoogleConsent = {};
  for (const field of CONSENT_MODE_FIELDS) {
    for (const type of GOOGLE_CONSENT_TYPES[field]) consent[type] = "denied";
  }
  return consent;
}
