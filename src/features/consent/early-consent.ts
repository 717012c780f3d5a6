import type { ConsentChoices } from "./consent-categories";

/**
 * The dialog is in every page's HTML and painted with it, before the app's scripts have loaded (seconds on a
 * phone). The head script (consent-bootstrap-script.ts) answers it until then: a decision is stored and applied
 * exactly as the app would, Learn more opens, the checkboxes are native. These names tie the markup to it.
 */
export const CONSENT_DIALOG_ID = "cookie-consent-dialog";
/**
 * On the three decision buttons: "accept-all", "accept-selected" or "decline-all" (a ConsentDecision); on each
 * optional checkbox, its category. The dialog's JSX writes them literally (a computed attribute name costs bytes
 * in every page's JavaScript); tests/unit/features/consent/early-consent.test.tsx runs the script on that markup.
 */
export const DECISION_ATTRIBUTE = "data-consent-decision";
export const CATEGORY_ATTRIBUTE = "data-consent-category";
/** Where the head script keeps what the visitor did before the app took over. */
export const EARLY_CONSENT_KEY = "__cookieConsentEarly";

interface EarlyConsent {
  /** Set by the app when it takes the dialog over; from then on the head script leaves it alone. */
  app: boolean;
  /** The visitor answered before the app started (stored, unless storage is blocked). */
  decided: boolean;
  /** The optional checkboxes as the visitor left them, once touched (or set from a stored decision). */
  choices: ConsentChoices | null;
}

declare global {
  interface Window {
    __cookieConsentEarly?: EarlyConsent;
  }
}

/**
 * The app takes the dialog over from the head script: no click is handled twice, and what the visitor did first
 * is handed over, so there is no second prompt and no lost change. Null without the head script.
 */
export function takeOverFromHeadScript(): Readonly<EarlyConsent> | null {
  const early = window.__cookieConsentEarly;
  if (early) early.app = true;
  return early ?? null;
}
