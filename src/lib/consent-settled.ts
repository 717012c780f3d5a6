/**
 * "Rendering blocked" (SPEC 4), made concrete: while the cookie-consent dialog is open and waiting for the
 * visitor, <html> carries `data-consent-pending`. The head script sets it before first paint when the dialog
 * is going to open on load; the consent feature removes it when the visitor decides (or closes the dialog on
 * /cookie-policy/) and sets it again whenever the dialog reopens.
 *
 * What waits for it: anything that should not play out behind the dialog — scroll-driven animations await
 * `whenConsentSettled()`. (The tag manager waits on something stricter, a stored decision; see
 * src/features/consent/consent-bootstrap-script.ts.)
 */
export const CONSENT_PENDING_ATTRIBUTE = "data-consent-pending";

const root = (): HTMLElement | null => (typeof document === "undefined" ? null : document.documentElement);

export function isConsentPending(): boolean {
  return root()?.hasAttribute(CONSENT_PENDING_ATTRIBUTE) ?? false;
}

/**
 * Resolves at once when nothing is pending (and on the server), else when the visitor has answered.
 * An aborted signal stops watching (the promise then never settles), so unmounted components leave nothing behind.
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

/** For the consent feature only: the dialog opened and waits for an answer. */
export function markConsentPending(): void {
  root()?.setAttribute(CONSENT_PENDING_ATTRIBUTE, "");
}

/** For the consent feature only: the dialog is closed; whatever waited may run. */
export function settleConsent(): void {
  root()?.removeAttribute(CONSENT_PENDING_ATTRIBUTE);
}
