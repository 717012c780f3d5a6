import * as React from "react";
import { render } from "@testing-library/react";
import { consentBootstrapScript } from "../../../../src/features/consent/consent-bootstrap-script";
import { consentModeFromChoices, googleConsentFromMode, type ConsentChoices } from "../../../../src/features/consent/consent-categories";
import { ConsentDialog } from "../../../../src/features/consent/consent-dialog";
import { consentRecords, serialiseConsent } from "../../../../src/features/consent/consent-record";
import { takeOverFromHeadScript } from "../../../../src/features/consent/early-consent";
import { CONSENT_DECIDED_EVENT } from "../../../../src/features/consent/tag-manager";

jest.mock("gatsby", () => ({ navigate: jest.fn(), graphql: jest.fn(), useStaticQuery: jest.fn() }));

/**
 * Before the app has loaded, the head script answers the server-rendered dialog (docs/consent.md): these tests
 * run the real script text against the dialog's real server markup, and hold what it stores and sends to the
 * app's own rules (consent-record.ts, consent-categories.ts).
 */
const NOW_MS = 1_767_225_600_000;
const NOW = NOW_MS / 1000;
const ALL: ConsentChoices = { analytics: true, preferences: true, marketing: true };

/** The dialog's markup as the server sends it (closed), without React attached: the app has not loaded yet. */
function serverDialog(): string {
  const view = render(
    <ConsentDialog
      content={{
        heading: "Your privacy, your choice",
        introHtml: null,
        explanations: { necessary: "Needed.", analytics: "Counts visits.", preferences: null, marketing: "Adverts." },
      }}
      open={false}
      closable={false}
      choices={ALL}
      onChoiceChange={() => undefined}
      onDecide={() => undefined}
      onDismiss={() => undefined}
      ready={false}
    />,
  );
  const html = view.container.innerHTML;
  view.unmount();
  return html;
}

function firstPaint(path = "/"): void {
  window.history.replaceState(null, "", path);
  delete window.dataLayer;
  new Function(consentBootstrapScript(undefined))();
  document.body.innerHTML = serverDialog();
}

const button = (name: string) => [...document.querySelectorAll("button")].find((element) => element.textContent?.trim() === name)!;
const checkbox = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const stored = () => ({
  consentMode: window.localStorage.getItem("consentMode"),
  cookieConsentInterstitial: window.localStorage.getItem("cookieConsentInterstitial"),
});
const commands = () =>
  (window.dataLayer ?? [])
    .filter((entry) => Object.prototype.toString.call(entry) === "[object Arguments]")
    .map((entry) => Array.from(entry as ArrayLike<unknown>));
const events = () => (window.dataLayer ?? []).filter((entry) => Object.prototype.toString.call(entry) !== "[object Arguments]");

beforeEach(() => {
  jest.spyOn(Date, "now").mockReturnValue(NOW_MS);
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute("data-consent-pending");
});

afterEach(() => jest.restoreAllMocks());

describe("the consent dialog before the app has loaded", () => {
  test("Decline all stores every optional category denied, tells consent mode, lets the tag manager load, and hides the dialog", () => {
    firstPaint();
    expect(document.documentElement.hasAttribute("data-consent-pending")).toBe(true);
    const decided = jest.fn();
    window.addEventListener(CONSENT_DECIDED_EVENT, decided);
    button("Decline all").click();
    window.removeEventListener(CONSENT_DECIDED_EVENT, decided);

    expect(stored()).toEqual({
      consentMode:
        '{"functionality_storage":"denied","security_storage":"granted","ad_storage":"denied","analytics_storage":"denied","personalization":"denied"}',
      cookieConsentInterstitial: `{"init":true,"expiration":${NOW + 31_536_000}}`,
    });
    expect(commands()[1]).toEqual([
      "consent",
      "update",
      googleConsentFromMode(consentModeFromChoices({ analytics: false, preferences: false, marketing: false })),
    ]);
    expect(decided).toHaveBeenCalledTimes(1);
    expect(events()).toEqual([]);
    expect(document.documentElement.hasAttribute("data-consent-pending")).toBe(false);
  });

  test("Accept selected takes the boxes as the visitor left them, exactly as the app would store them", () => {
    firstPaint();
    checkbox("marketing").click();
    button("Accept selected").click();
    expect(stored()).toEqual(serialiseConsent(consentRecords(consentModeFromChoices({ analytics: true, preferences: true, marketing: false }), NOW)));
  });

  test("Accept all grants everything and reports the session's first analytics grant as one page_view", () => {
    firstPaint();
    document.title = "Home | Lumen & Lark";
    checkbox("analytics").click();
    button("Accept all").click();
    expect(stored()).toEqual(serialiseConsent(consentRecords(consentModeFromChoices(ALL), NOW)));
    expect(events()).toEqual([{ event: "page_view", page_title: "Home | Lumen & Lark", page_location: "http://localhost/" }]);
    expect(window.sessionStorage.getItem("cookieConsentAnalyticsGranted")).toBe("1");
  });

  test("an answer to a dialog forced by the URL drops the hash", () => {
    firstPaint("/about/#cookie-consent-preferences");
    button("Decline all").click();
    expect(`${window.location.pathname}${window.location.hash}`).toBe("/about/");
  });

  test("Learn more opens and closes its explanation", () => {
    firstPaint();
    const learnMore = button("Learn more about Analytics cookies");
    const explanation = document.getElementById(learnMore.getAttribute("aria-controls")!)!;
    expect(explanation.hidden).toBe(true);
    learnMore.click();
    expect(learnMore.getAttribute("aria-expanded")).toBe("true");
    expect(explanation.hidden).toBe(false);
    learnMore.click();
    expect(learnMore.getAttribute("aria-expanded")).toBe("false");
    expect(explanation.hidden).toBe(true);
  });

  test("the app takes over with the decision or the boxes as the visitor left them, and from then on the script stays out", () => {
    firstPaint();
    checkbox("preferences").click();
    expect(takeOverFromHeadScript()).toMatchObject({ decided: false, choices: { analytics: true, preferences: false, marketing: true } });
    button("Decline all").click();
    expect(stored()).toEqual({ consentMode: null, cookieConsentInterstitial: null });
    expect(document.documentElement.hasAttribute("data-consent-pending")).toBe(true);

    firstPaint();
    button("Decline all").click();
    expect(takeOverFromHeadScript()).toMatchObject({ decided: true, choices: { analytics: false, preferences: false, marketing: false } });
  });

  test("a dialog forced over a stored decision shows the stored choice once the page is parsed", () => {
    window.localStorage.setItem(
      "consentMode",
      serialiseConsent(consentRecords(consentModeFromChoices({ analytics: false, preferences: true, marketing: false }), NOW)).consentMode,
    );
    window.localStorage.setItem("cookieConsentInterstitial", `{"init":true,"expiration":${NOW + 1000}}`);
    firstPaint("/#cookie-consent-preferences");
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect([checkbox("analytics").checked, checkbox("preferences").checked, checkbox("marketing").checked]).toEqual([false, true, false]);
  });
});
