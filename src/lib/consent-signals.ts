/**
 * The consent feature's contract with the rest of the site, the only consent code outside
 * src/features/consent (docs/consent.md). Others may ask for the preferences dialog and wait until
 * the visitor has answered; only the consent feature answers the request and settles the wait
 * (consent-signal-handlers.ts). Both travel through the DOM, so nothing imports the feature itself.
 */

/** Rich-text links with this hash reopen the consent dialog instead of navigating. */
export const CONSENT_PREFERENCES_HASH = "#cookie-consent-preferences";
export const CONSENT_PREFERENCES_EVENT = "cookie-consent:open-preferences";

/**
 * "Rendering blocked", made concrete: while the dialog is open and waiting for the visitor, <html>
 * carries this attribute. The head script sets it before first paint when the dialog will open on load.
 */
export const CONSENT_PENDING_ATTRIBUTE = "data-consent-pending";

/**
 * Marks <html> on a cookie policy page in any language (set by the page's Head from its context): the head script, whose
 * text is the same on every page, knows only the default locale's policy path, and must not open the dialog over another
 * language's policy either.
 */
export const COOKIE_POLICY_ATTRIBUTE = "data-cookie-policy";

export function requestConsentPreferences(): void {
  window.dispatchEvent(new CustomEvent(CONSENT_PREFERENCES_EVENT));
}

const root = (): HTMLElement | null => (typeof document === "undefined" ? null : document.documentElement);

export function isConsentPending(): boolean {
  return root()?.hasAttribute(CONSENT_PENDING_ATTRIBUTE) ?? false;
}

/**
 * Resolves at once when nothing is pending (and on the server), else when the visitor has answered:
 * what should not play out behind the dialog (scroll-driven animations) waits for it. An aborted
 * signal stops watching (the promise then never settles), so unmounted components leave nothing behind.
 */
export function whenConsentSettled(signal?: AbortSignal): Promise<void> {
  const element = root();
  if (!element || !isConsentPending()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (isConsentPending()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element, { attributes: true, attributeFilter: [CONSENT_PENDING_ATTRIBUTE] });
    signal?.addEventListener("abort", () => observer.disconnect(), { once: true });
  });
}

/**
 * A visitor sent an enquiry. Features report it here; the consent feature, which owns the data layer, pushes
 * Google's `generate_lead` event only while the visitor's stored decision grants analytics (docs/consent.md).
 */
export const GENERATE_LEAD_EVENT = "site:generate-lead";

export interface LeadDetails {
  /** Which form (e.g. "enquiry") and what the visitor asked for: no personal data ever goes to analytics. */
  form: string;
  need: string;
}

export function reportGenerateLead(details: LeadDetails): void {
  window.dispatchEvent(new CustomEvent<LeadDetails>(GENERATE_LEAD_EVENT, { detail: details }));
}
