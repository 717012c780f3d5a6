import { consentBootstrapScript } from "../../../../src/features/consent/consent-bootstrap-script";
import { CONSENT_DECIDED_EVENT } from "../../../../src/features/consent/tag-manager";
import { consentModeFromChoices, deniedGoogleConsent, googleConsentFromMode } from "../../../../src/features/consent/consent-categories";
import { consentRecords, readStoredConsent, serialiseConsent, type ConsentMode } from "../../../../src/features/consent/consent-record";
import { shouldShowConsentDialog } from "../../../../src/features/consent/consent-visibility";

/**
 * The head script re-implements the record and visibility rules in ES5 (it runs before any bundle). These
 * tests run the real script text in jsdom and hold it to the TypeScript rules case by case.
 */
const NOW_MS = 1_767_225_600_000;
const NOW = NOW_MS / 1000;
const DAY = 86_400;

const MODE: ConsentMode = consentModeFromChoices({ analytics: true, preferences: false, marketing: true });
const VALID = serialiseConsent(consentRecords(MODE, NOW - 10 * DAY));

type Entry = unknown;

function run(options: { containerId?: string; path?: string; storage?: Record<string, string | undefined> } = {}): Entry[] {
  const { containerId, path = "/", storage = {} } = options;
  window.history.replaceState(null, "", path);
  for (const [key, value] of Object.entries(storage)) if (value !== undefined) window.localStorage.setItem(key, value);

  new Function(consentBootstrapScript(containerId))();
  return window.dataLayer ?? [];
}

const asArray = (entry: Entry): unknown[] => Array.from(entry as ArrayLike<unknown>);
const consentCommands = (entries: Entry[]) => entries.filter((entry) => Object.prototype.toString.call(entry) === "[object Arguments]").map(asArray);
const tagScripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]"));

beforeEach(() => {
  jest.spyOn(Date, "now").mockReturnValue(NOW_MS);
  delete window.dataLayer;
  window.localStorage.clear();
  document.documentElement.removeAttribute("data-consent-pending");
  document.head.innerHTML = "";
});

afterEach(() => jest.restoreAllMocks());

describe("consent bootstrap script: data layer", () => {
  test("its first entry is the consent default, every type denied, pushed as gtag arguments", () => {
    const entries = run();
    expect(Object.prototype.toString.call(entries[0])).toBe("[object Arguments]");
    expect(asArray(entries[0])).toEqual(["consent", "default", deniedGoogleConsent()]);
  });

  test("a valid stored decision follows as a consent update", () => {
    const commands = consentCommands(run({ storage: VALID }));
    expect(commands).toEqual([
      ["consent", "default", deniedGoogleConsent()],
      ["consent", "update", googleConsentFromMode(MODE)],
    ]);
  });

  test("keeps whatever was already queued in the data layer", () => {
    window.dataLayer = [{ event: "earlier" }];
    const entries = run();
    expect(entries[0]).toEqual({ event: "earlier" });
    expect(entries).toHaveLength(2);
  });

  const mode = VALID.consentMode;
  const record = (value: unknown) => JSON.stringify(value);
  test.each<[string, Record<string, string | undefined>]>([
    ["valid", VALID],
    ["nothing stored", {}],
    ["only consentMode", { consentMode: mode }],
    ["bad JSON", { consentMode: "{", cookieConsentInterstitial: VALID.cookieConsentInterstitial }],
    ["consentMode an array", { consentMode: "[]", cookieConsentInterstitial: VALID.cookieConsentInterstitial }],
    ["consentMode extra key", { consentMode: record({ ...MODE, x: "granted" }), cookieConsentInterstitial: VALID.cookieConsentInterstitial }],
    ["consentMode missing key", { consentMode: record({ ...MODE, personalization: undefined }), cookieConsentInterstitial: VALID.cookieConsentInterstitial }],
    ["consentMode boolean", { consentMode: record({ ...MODE, ad_storage: true }), cookieConsentInterstitial: VALID.cookieConsentInterstitial }],
    ["init false", { consentMode: mode, cookieConsentInterstitial: record({ init: false, expiration: NOW + DAY }) }],
    ["init string", { consentMode: mode, cookieConsentInterstitial: record({ init: "true", expiration: NOW + DAY }) }],
    ["expiration string", { consentMode: mode, cookieConsentInterstitial: record({ init: true, expiration: `${NOW + DAY}` }) }],
    ["expiration NaN", { consentMode: mode, cookieConsentInterstitial: record({ init: true, expiration: NaN }) }],
    ["expiration Infinity", { consentMode: mode, cookieConsentInterstitial: '{"init":true,"expiration":1e400}' }],
    ["expired", { consentMode: mode, cookieConsentInterstitial: record({ init: true, expiration: NOW - 1 }) }],
    ["expiring now", { consentMode: mode, cookieConsentInterstitial: record({ init: true, expiration: NOW }) }],
    ["366 days ahead", { consentMode: mode, cookieConsentInterstitial: record({ init: true, expiration: NOW + 366 * DAY }) }],
    ["366 days ahead and a second", { consentMode: mode, cookieConsentInterstitial: record({ init: true, expiration: NOW + 366 * DAY + 1 }) }],
    ["milliseconds", { consentMode: mode, cookieConsentInterstitial: record({ init: true, expiration: (NOW + DAY) * 1000 }) }],
    ["extra interstitial key", { consentMode: mode, cookieConsentInterstitial: record({ init: true, expiration: NOW + DAY, v: 2 }) }],
  ])("agrees with readStoredConsent: %s", (_label, storage) => {
    const commands = consentCommands(run({ storage }));
    window.localStorage.clear();
    for (const [key, value] of Object.entries(storage)) if (value !== undefined) window.localStorage.setItem(key, value);
    const expected = readStoredConsent(window.localStorage, NOW);
    expect(commands.slice(1)).toEqual(expected ? [["consent", "update", googleConsentFromMode(expected.mode)]] : []);
  });

  test("blocked storage: only the default, and no exception", () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, "localStorage");
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("blocked", "SecurityError");
      },
    });
    try {
      expect(() => run()).not.toThrow();
      expect(consentCommands(window.dataLayer ?? [])).toHaveLength(1);
      expect(document.documentElement.hasAttribute("data-consent-pending")).toBe(true);
    } finally {
      if (descriptor) Object.defineProperty(window, "localStorage", descriptor);
    }
  });
});

describe("consent bootstrap script: rendering blocked before first paint", () => {
  test.each([
    ["/", "", false],
    ["/", "", true],
    ["/about/", "", false],
    ["/cookie-policy/", "", false],
    ["/cookie-policy", "", false],
    ["/cookie-policy/", "", true],
    ["/", "#cookie-consent-preferences", true],
    ["/cookie-policy/", "#cookie-consent-preferences", false],
    ["/", "#free-consultation", true],
  ])("%s%s with a stored decision %s agrees with shouldShowConsentDialog", (pathname, hash, stored) => {
    run({ path: `${pathname}${hash}`, storage: stored ? VALID : {} });
    const pending = document.documentElement.hasAttribute("data-consent-pending");
    expect(pending).toBe(shouldShowConsentDialog({ pathname, hash, hasValidRecord: stored }));
  });

  test.each([
    ["", false],
    ["#cookie-consent-preferences", true],
  ])("another language's cookie policy (<html data-cookie-policy>)%s: pending %s, as shouldShowConsentDialog says", (hash, expected) => {
    document.documentElement.setAttribute("data-cookie-policy", "");
    try {
      run({ path: `/fr/politique-cookies/${hash}` });
      expect(document.documentElement.hasAttribute("data-consent-pending")).toBe(expected);
      expect(shouldShowConsentDialog({ pathname: "/fr/politique-cookies/", hash, hasValidRecord: false, policyPath: "/fr/politique-cookies/" })).toBe(expected);
    } finally {
      document.documentElement.removeAttribute("data-cookie-policy");
    }
  });
});

describe("consent bootstrap script: the tag manager", () => {
  test("no container id: no tag script, ever", () => {
    run({ storage: VALID });
    window.dispatchEvent(new Event(CONSENT_DECIDED_EVENT));
    expect(tagScripts()).toHaveLength(0);
    expect((window.dataLayer ?? []).some((entry) => (entry as { event?: string }).event === "gtm.js")).toBe(false);
  });

  test("a stored decision: loads at once, with the container id, after the consent update", () => {
    const entries = run({ containerId: "GTM-TEST123", storage: VALID });
    expect(tagScripts().map((script) => script.src)).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-TEST123"]);
    expect(tagScripts()[0]!.async).toBe(true);
    const gtmIndex = entries.findIndex((entry) => (entry as { event?: string }).event === "gtm.js");
    expect(gtmIndex).toBe(2);
    expect(asArray(entries[1])).toEqual(["consent", "update", googleConsentFromMode(MODE)]);
  });

  test("no decision yet: waits for the first decision, then loads once", () => {
    run({ containerId: "GTM-TEST123" });
    expect(tagScripts()).toHaveLength(0);
    window.dispatchEvent(new Event(CONSENT_DECIDED_EVENT));
    window.dispatchEvent(new Event(CONSENT_DECIDED_EVENT));
    expect(tagScripts()).toHaveLength(1);
  });

  test("the script text cannot close its own element", () => {
    expect(consentBootstrapScript("GTM-TEST123")).not.toMatch(/<\/script/i);
    const config = consentBootstrapScript("GTM-TEST123").split("(window,document,")[1];
    expect(config).not.toContain("<");
  });
});
