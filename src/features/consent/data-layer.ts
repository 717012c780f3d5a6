import { googleConsentFromMode } from "./consent-categories";
import type { ConsentMode } from "./consent-record";
import { pageViewEvent } from "./consent-page-view";
import { CONSENT_DECIDED_EVENT } from "./tag-manager";
import type { LeadDetails } from "../../lib/consent-signals";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function dataLayer(): unknown[] {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

/**
 * Google's gtag() shape: the tag manager only treats an `arguments` object (not an array) as a command,
 * so this must stay a classic function pushing its own arguments.
 */
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- the tag manager needs the arguments object itself
  dataLayer().push(arguments);
}

export function pushConsentUpdate(mode: ConsentMode): void {
  gtag("consent", "update", googleConsentFromMode(mode));
}

export function pushPageView(): void {
  dataLayer().push(pageViewEvent(document.title, window.location.href));
}

/** Lets the head script load the tag manager once a first decision exists (see consent-bootstrap-script.ts). */
export function announceConsentDecided(): void {
  window.dispatchEvent(new Event(CONSENT_DECIDED_EVENT));
}

/** Google's recommended lead event; callers push it only with analytics granted. */
export function pushGenerateLead(details: LeadDetails): void {
  dataLayer().push({ event: "generate_lead", form_name: details.form, lead_need: details.need });
}
