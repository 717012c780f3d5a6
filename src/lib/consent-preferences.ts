/**
 * The link that reopens the cookie-consent dialog (SPEC 2: rich-text links with this hash reopen the
 * dialog instead of navigating). Rich text raises the request; the consent feature answers it.
 */
export const CONSENT_PREFERENCES_HASH = "#cookie-consent-preferences";
const EVENT = "cookie-consent:open-preferences";

export function requestConsentPreferences(): void {
  window.dispatchEvent(new CustomEvent(EVENT));
}

export function onConsentPreferencesRequested(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
