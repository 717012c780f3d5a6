import { consentModeFromChoices, type ConsentChoices } from "./consent-categories";
import { claimFirstAnalyticsGrant } from "./consent-page-view";
import { browserStorage } from "../../lib/browser-storage";
import { consentRecords, nowInSeconds, writeStoredConsent, type StoredConsent } from "./consent-record";
import { announceConsentDecided, pushConsentUpdate, pushPageView } from "./data-layer";

/**
 * Everything one decision does besides closing the dialog: store both records (365 days), tell consent mode,
 * let the tag manager load if it was waiting, and report the page once when this is the session's first
 * analytics grant.
 */
export function applyConsentDecision(choices: ConsentChoices, now: number = nowInSeconds()): StoredConsent {
  const stored = consentRecords(consentModeFromChoices(choices), now);
  writeStoredConsent(browserStorage("localStorage"), stored);
  pushConsentUpdate(stored.mode);
  announceConsentDecided();
  if (claimFirstAnalyticsGrant(browserStorage("sessionStorage"), stored.mode.analytics_storage === "granted")) pushPageView();
  return stored;
}
