import type { BrowserContext, Page } from "@playwright/test";

/**
 * Cookie-consent helpers for every end-to-end suite.
 *
 * The consent dialog is modal: until a decision is stored it opens on every page but /cookie-policy/ and
 * makes the rest of the page inert, so clicks behind it fail. Suites that are not about consent call
 * `acceptConsentBeforeLoad(page)` (or pass the context) before their first `goto`.
 */
type Target = Page | BrowserContext;

interface ConsentChoices {
  analytics: boolean;
  preferences: boolean;
  marketing: boolean;
}

const ALL_GRANTED: ConsentChoices = { analytics: true, preferences: true, marketing: true };
const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The stored `consentMode` for a set of choices, written out from docs/consent.md rather than built with the
 * product's own mapping: necessary → security_storage, preferences → functionality_storage + personalization,
 * analytics → analytics_storage, marketing → ad_storage.
 */
function storedConsentMode({ analytics, preferences, marketing }: ConsentChoices) {
  const value = (granted: boolean) => (granted ? "granted" : "denied");
  return {
    functionality_storage: value(preferences),
    security_storage: "granted",
    ad_storage: value(marketing),
    analytics_storage: value(analytics),
    personalization: value(preferences),
  };
}

/** The container id the e2e build is made with (GATSBY_GTM_ID); GTM-TEST123 unless told otherwise. */
export const TEST_CONTAINER_ID = process.env.GATSBY_GTM_ID || "GTM-TEST123";

const TAG_MANAGER_URL = /^https:\/\/www\.googletagmanager\.com\//;

/**
 * The stand-in for gtm.js: it records what the data layer held at the moment a tag script first ran, which
 * is what "a stored choice is applied before any tag script" is about.
 */
const TAG_MANAGER_STUB = `(function () {
  var entries = (window.dataLayer || []).map(function (entry) {
    return Object.prototype.toString.call(entry) === "[object Arguments]" ? { gtag: Array.prototype.slice.call(entry) } : entry;
  });
  (window.__tagManagerStub = window.__tagManagerStub || []).push({ src: document.currentScript && document.currentScript.src, dataLayer: JSON.parse(JSON.stringify(entries)) });
})();`;

const stubs = new WeakMap<Target, string[]>();

/** Answers every tag-manager request from this machine; returns the list of URLs asked for (live). Idempotent. */
async function stubTagManager(target: Target): Promise<string[]> {
  const existing = stubs.get(target);
  if (existing) return existing;
  const requested: string[] = [];
  stubs.set(target, requested);
  await target.route(TAG_MANAGER_URL, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "application/javascript; charset=utf-8", body: TAG_MANAGER_STUB });
  });
  return requested;
}

/**
 * Nothing may leave the machine: requests to any host but the site under test are aborted, and the tag
 * manager is answered by the stub. Returns the URLs that were refused (live), so a test can assert it stays empty.
 */
export async function keepTrafficLocal(target: Target): Promise<{ refused: string[]; tagManager: string[] }> {
  const refused: string[] = [];
  const site = new URL(process.env.SITE_URL ?? "http://127.0.0.1");
  const tagManager = await stubTagManager(target);
  await target.route(
    (url) => url.protocol.startsWith("http") && url.host !== site.host,
    async (route) => {
      // Tag-manager URLs go on to the stub, whichever was registered first.
      if (TAG_MANAGER_URL.test(route.request().url())) return route.fallback();
      refused.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
  return { refused, tagManager };
}

/**
 * Stores a valid consent decision before any page script runs, so the dialog stays closed. It only writes
 * when no decision is stored yet, so a decision the test makes later survives reloads. Also stubs the tag
 * manager (a decision lets it load) so nothing leaves the machine.
 */
export async function acceptConsentBeforeLoad(target: Target, choices: ConsentChoices = ALL_GRANTED): Promise<void> {
  await stubTagManager(target);
  await target.addInitScript(
    ({ modeKey, recordKey, mode, lifetime }) => {
      try {
        if (window.localStorage.getItem(recordKey)) return;
        window.localStorage.setItem(modeKey, JSON.stringify(mode));
        // The page's clock, so tests that fake time get a record valid in their time.
        window.localStorage.setItem(recordKey, JSON.stringify({ init: true, expiration: Math.floor(Date.now() / 1000) + lifetime }));
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    },
    { modeKey: "consentMode", recordKey: "cookieConsentInterstitial", mode: storedConsentMode(choices), lifetime: YEAR_IN_SECONDS },
  );
}

/** Writes raw strings under the two keys before the first page script (for corrupt or expired records). */
export async function seedRawConsent(target: Target, values: { consentMode?: string; cookieConsentInterstitial?: string }): Promise<void> {
  await target.addInitScript(
    ({ entries }) => {
      try {
        if (window.sessionStorage.getItem("__consentSeeded")) return;
        window.sessionStorage.setItem("__consentSeeded", "1");
        for (const [key, value] of entries) window.localStorage.setItem(key, value);
      } catch {
        // opaque origins
      }
    },
    { entries: Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string") },
  );
}
