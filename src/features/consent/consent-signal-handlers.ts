import { CONSENT_PENDING_ATTRIBUTE, CONSENT_PREFERENCES_EVENT, GENERATE_LEAD_EVENT, type LeadDetails } from "../../lib/consent-signals";

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

/** Another feature reported a lead (src/lib/consent-signals.ts). */
export function onGenerateLeadReported(listener: (details: LeadDetails) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<LeadDetails>).detail);
  window.addEventListener(GENERATE_LEAD_EVENT, handler);
  return () => window.removeEventListener(GENERATE_LEAD_EVENT, handler);
}
