import {
  ALL_DENIED,
  ALL_GRANTED,
  choicesFromConsentMode,
  consentModeFromChoices,
  decisionChoices,
  deniedGoogleConsent,
  googleConsentFromMode,
} from "../../../../src/features/consent/consent-categories";

describe("category → consent mode mapping", () => {
  test("Accept all grants every stored field", () => {
    expect(consentModeFromChoices(decisionChoices("accept-all", ALL_DENIED))).toEqual({
      functionality_storage: "granted",
      security_storage: "granted",
      ad_storage: "granted",
      analytics_storage: "granted",
      personalization: "granted",
    });
  });

  test("Decline all denies every optional field; necessary (security) stays granted", () => {
    expect(consentModeFromChoices(decisionChoices("decline-all", ALL_GRANTED))).toEqual({
      functionality_storage: "denied",
      security_storage: "granted",
      ad_storage: "denied",
      analytics_storage: "denied",
      personalization: "denied",
    });
  });

  test("Accept selected applies the checkboxes: each category drives its own fields", () => {
    const selected = { analytics: true, preferences: false, marketing: false };
    expect(consentModeFromChoices(decisionChoices("accept-selected", selected))).toEqual({
      functionality_storage: "denied",
      security_storage: "granted",
      ad_storage: "denied",
      analytics_storage: "granted",
      personalization: "denied",
    });
    expect(consentModeFromChoices({ analytics: false, preferences: true, marketing: false })).toMatchObject({
      functionality_storage: "granted",
      personalization: "granted",
      analytics_storage: "denied",
      ad_storage: "denied",
    });
    expect(consentModeFromChoices({ analytics: false, preferences: false, marketing: true })).toMatchObject({
      ad_storage: "granted",
      analytics_storage: "denied",
    });
  });

  test("decisionChoices copies, so later checkbox changes cannot alter a stored decision", () => {
    const selected = { analytics: true, preferences: true, marketing: false };
    const decided = decisionChoices("accept-selected", selected);
    selected.analytics = false;
    expect(decided.analytics).toBe(true);
  });

  test("stored consent ticks the checkboxes back (round trip for every combination)", () => {
    for (let bits = 0; bits < 8; bits++) {
      const choices = { analytics: Boolean(bits & 1), preferences: Boolean(bits & 2), marketing: Boolean(bits & 4) };
      expect(choicesFromConsentMode(consentModeFromChoices(choices))).toEqual(choices);
    }
  });

  test("a half-granted preferences pair (not written by us) leaves Preferences unticked", () => {
    const mode = consentModeFromChoices(ALL_GRANTED);
    expect(choicesFromConsentMode({ ...mode, personalization: "denied" }).preferences).toBe(false);
  });
});

describe("consent mode → Google consent types", () => {
  const googleTypes = [
    "ad_storage",
    "ad_user_data",
    "ad_personalization",
    "analytics_storage",
    "functionality_storage",
    "personalization_storage",
    "personalization",
    "security_storage",
  ];

  test("the default denies every type, Consent Mode v2's included", () => {
    const defaults = deniedGoogleConsent();
    expect(Object.keys(defaults).sort()).toEqual([...googleTypes].sort());
    expect(new Set(Object.values(defaults))).toEqual(new Set(["denied"]));
  });

  test("marketing carries ad_user_data and ad_personalization; preferences carries personalization_storage", () => {
    const consent = googleConsentFromMode(consentModeFromChoices({ analytics: false, preferences: true, marketing: true }));
    expect(consent).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "denied",
      functionality_storage: "granted",
      personalization_storage: "granted",
      personalization: "granted",
      security_storage: "granted",
    });
  });
});
