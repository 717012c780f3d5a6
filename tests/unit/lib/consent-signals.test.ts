import { CONSENT_PENDING_ATTRIBUTE, isConsentPending, whenConsentSettled } from "../../../src/lib/consent-signals";
import { markConsentPending, settleConsent } from "../../../src/features/consent/consent-signal-handlers";

describe("rendering blocked while consent is pending", () => {
  afterEach(() => document.documentElement.removeAttribute(CONSENT_PENDING_ATTRIBUTE));

  test("nothing pending: whenConsentSettled resolves at once", async () => {
    expect(isConsentPending()).toBe(false);
    await expect(whenConsentSettled()).resolves.toBeUndefined();
  });

  test("pending: resolves only after settleConsent", async () => {
    markConsentPending();
    expect(document.documentElement.hasAttribute("data-consent-pending")).toBe(true);
    let settled = false;
    const waiting = whenConsentSettled().then(() => {
      settled = true;
    });
    // A marker promise made after it settles behind it: had whenConsentSettled resolved already, `settled` would be true.
    await Promise.resolve().then(() => undefined);
    expect(settled).toBe(false);
    settleConsent();
    await waiting;
    expect(settled).toBe(true);
    expect(isConsentPending()).toBe(false);
  });

  test("the attribute set by the head script before React counts too", async () => {
    document.documentElement.setAttribute(CONSENT_PENDING_ATTRIBUTE, "");
    const waiting = whenConsentSettled();
    document.documentElement.removeAttribute(CONSENT_PENDING_ATTRIBUTE);
    await expect(waiting).resolves.toBeUndefined();
  });
});
