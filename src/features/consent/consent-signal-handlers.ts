import { CONSENT_PENDING_ATTRIBUTE, CONSENT_PREFERENCES_EVENT } from "../../lib/consent-signals";

/** The consent feature's side of src/lib/consent-signals.ts: it answers preference requests and settles the wait. */
export function onConsentPreferencesRequested(listener: () => void): () => void {
  window.addEventListener(CONSENT_PREFERENCES_EVENT, listener);
  return () => window.removeEventListener(CONSENT_PREFERENCES_EVENT, listener);
}

/** The dialog opened and waits for an answer. */
export function markConsentPending(): void {
  document.documentElement.setAttribute(CONSENT_PENDING_ATTRIBUTE, "");
}

/** The dialog is closed; whatever waited may run. */
export function settleConsent(): void {
  document.documentElement.removeAttribute(CONSENT_PENDING_ATTRIBUTE);
}
