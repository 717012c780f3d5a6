import * as React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { globalHistory } from "@gatsbyjs/reach-router";
import { useStaticQuery } from "gatsby";
import { ConsentRoot } from "../../../../src/features/consent/consent-root";
import { CONSENT_DECIDED_EVENT } from "../../../../src/features/consent/tag-manager";
import { reportGenerateLead, requestConsentPreferences } from "../../../../src/lib/consent-signals";
import { consentModeFromChoices, googleConsentFromMode } from "../../../../src/features/consent/consent-categories";
import { consentRecords, nowInSeconds, serialiseConsent } from "../../../../src/features/consent/consent-record";
import { installDialogPolyfill, pressEscapeIn } from "./dialog-polyfill";

jest.mock("gatsby", () => ({ navigate: jest.fn(), graphql: jest.fn(), useStaticQuery: jest.fn() }));

installDialogPolyfill();

const DAY = 86_400;
const CONFIGURATION = {
  strapiConfiguration: {
    cookie_consent_interstitial_heading: "Cookies on this website",
    cookie_consent_interstitial_wysiwyg: { html: "<p>We use cookies.</p>" },
    cookie_consent_interstitial_type_necessary: "",
    cookie_consent_interstitial_type_analytics: "Counts visits.",
    cookie_consent_interstitial_type_preferences: null,
    cookie_consent_interstitial_type_marketing: "Measures adverts.",
  },
};

function storeDecision(choices: { analytics: boolean; preferences: boolean; marketing: boolean }, decidedAt = nowInSeconds()) {
  const strings = serialiseConsent(consentRecords(consentModeFromChoices(choices), decidedAt));
  for (const [key, value] of Object.entries(strings)) window.localStorage.setItem(key, value);
}

/** Renders the app's consent root as a page's start does; resolves once its first show-or-not decision is applied (an opening takes a task of its own). */
async function mount(path = "/") {
  window.history.replaceState(null, "", path);
  const view = render(
    <ConsentRoot>
      <main>
        <a href="/cookie-policy/#cookie-consent-preferences">change your cookie preferences</a>
      </main>
    </ConsentRoot>,
  );
  const dialog = view.container.querySelector("dialog")!;
  await waitFor(() => expect(dialog).toHaveAttribute("data-consent-dialog", "ready"));
  return Object.assign(dialog, { unmount: view.unmount });
}

const pending = () => document.documentElement.hasAttribute("data-consent-pending");
const events = (name: string) => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === name);
const consentUpdates = () =>
  (window.dataLayer ?? [])
    .filter((entry) => Object.prototype.toString.call(entry) === "[object Arguments]")
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((command) => command[0] === "consent" && command[1] === "update");
const navigateTo = (path: string) => act(() => void globalHistory.navigate(path));

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue(CONFIGURATION);
  window.localStorage.clear();
  window.sessionStorage.clear();
  delete window.dataLayer;
  document.documentElement.removeAttribute("data-consent-pending");
});

describe("consent root: when the dialog shows", () => {
  test("first visit: open, rendering blocked, every optional box ticked, no Close", async () => {
    const dialog = await mount("/");
    expect(dialog.open).toBe(true);
    expect(pending()).toBe(true);
    for (const name of ["Analytics", "Preferences", "Marketing"]) expect(screen.getByRole("checkbox", { name })).toBeChecked();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });

  test("a valid stored decision: not shown and rendering unblocked", async () => {
    storeDecision({ analytics: true, preferences: false, marketing: false });
    document.documentElement.setAttribute("data-consent-pending", "");
    const dialog = await mount("/");
    expect(dialog.open).toBe(false);
    expect(pending()).toBe(false);
  });

  test("an expired decision shows it again", async () => {
    storeDecision({ analytics: true, preferences: true, marketing: true }, nowInSeconds() - 366 * DAY);
    expect((await mount("/")).open).toBe(true);
  });

  test("a corrupt record shows it and nothing throws", async () => {
    window.localStorage.setItem("consentMode", "{not json");
    window.localStorage.setItem("cookieConsentInterstitial", JSON.stringify({ init: true, expiration: "soon" }));
    expect((await mount("/")).open).toBe(true);
  });

  test("not on /cookie-policy/ without force", async () => {
    const dialog = await mount("/cookie-policy/");
    expect(dialog.open).toBe(false);
    expect(pending()).toBe(false);
  });

  test("forced by the URL hash: shown even with a stored decision, boxes from the stored choice", async () => {
    storeDecision({ analytics: false, preferences: true, marketing: false });
    const dialog = await mount("/#cookie-consent-preferences");
    expect(dialog.open).toBe(true);
    expect(screen.getByRole("checkbox", { name: "Analytics" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Preferences" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Marketing" })).not.toBeChecked();
  });

  test("following the intro's link to /cookie-policy/ lets the policy be read; leaving it asks again", async () => {
    const dialog = await mount("/");
    navigateTo("/cookie-policy/");
    expect(dialog.open).toBe(false);
    expect(pending()).toBe(false);
    navigateTo("/about/");
    expect(dialog.open).toBe(true);
    expect(pending()).toBe(true);
  });
});

describe("consent root: Gatsby's Head render", () => {
  test("a copy rendered outside the document (Gatsby wraps each Head in wrapRootElement) stays inert", () => {
    window.history.replaceState(null, "", "/");
    const detached = document.createElement("div");
    const addListener = jest.spyOn(document, "addEventListener");
    const view = render(
      <ConsentRoot>
        <title>Head</title>
      </ConsentRoot>,
      { container: detached },
    );
    const dialog = detached.querySelector("dialog")!;
    expect(dialog.isConnected).toBe(false);
    expect(dialog.open).toBe(false);
    expect(pending()).toBe(false);
    expect(addListener.mock.calls.filter(([type]) => type === "keydown")).toHaveLength(0);
    act(() => requestConsentPreferences());
    expect(dialog.open).toBe(false);
    expect(pending()).toBe(false);
    view.unmount();
    addListener.mockRestore();
  });
});

describe("consent root: decisions", () => {
  test("Accept selected stores the ticked boxes, closes, unblocks, and tells the data layer", async () => {
    const decided = jest.fn();
    window.addEventListener(CONSENT_DECIDED_EVENT, decided);
    const dialog = await mount("/");
    await userEvent.click(screen.getByRole("checkbox", { name: "Marketing" }));
    await userEvent.click(screen.getByRole("button", { name: "Accept selected" }));
    window.removeEventListener(CONSENT_DECIDED_EVENT, decided);

    const mode = consentModeFromChoices({ analytics: true, preferences: true, marketing: false });
    expect(JSON.parse(window.localStorage.getItem("consentMode")!)).toEqual(mode);
    const record = JSON.parse(window.localStorage.getItem("cookieConsentInterstitial")!);
    expect(record.init).toBe(true);
    expect(Math.abs(record.expiration - (nowInSeconds() + 365 * DAY))).toBeLessThanOrEqual(2);
    expect(dialog.open).toBe(false);
    expect(pending()).toBe(false);
    expect(consentUpdates()).toEqual([["consent", "update", googleConsentFromMode(mode)]]);
    expect(decided).toHaveBeenCalledTimes(1);
  });

  test("Decline all denies every optional category and sends no page_view", async () => {
    await mount("/");
    await userEvent.click(screen.getByRole("button", { name: "Decline all" }));
    expect(JSON.parse(window.localStorage.getItem("consentMode")!)).toEqual({
      functionality_storage: "denied",
      security_storage: "granted",
      ad_storage: "denied",
      analytics_storage: "denied",
      personalization: "denied",
    });
    expect(events("page_view")).toHaveLength(0);
  });

  test("page_view once per session, on the first analytics grant, with title and location", async () => {
    document.title = "Home | Lumen & Lark";
    await mount("/");
    await userEvent.click(screen.getByRole("button", { name: "Accept all" }));
    expect(events("page_view")).toEqual([{ event: "page_view", page_title: "Home | Lumen & Lark", page_location: "http://localhost/" }]);
    act(() => requestConsentPreferences());
    await userEvent.click(screen.getByRole("button", { name: "Decline all" }));
    act(() => requestConsentPreferences());
    await userEvent.click(screen.getByRole("button", { name: "Accept all" }));
    expect(events("page_view")).toHaveLength(1);
  });

  test("a session that starts with analytics stored sends no page_view when it is granted again", async () => {
    storeDecision({ analytics: true, preferences: true, marketing: true });
    await mount("/");
    act(() => requestConsentPreferences());
    await userEvent.click(screen.getByRole("button", { name: "Accept all" }));
    expect(events("page_view")).toHaveLength(0);
  });

  test("answering a URL-forced dialog drops the hash, so a reload does not force it again", async () => {
    storeDecision({ analytics: true, preferences: true, marketing: true });
    await mount("/cookie-policy/#cookie-consent-preferences");
    await userEvent.click(screen.getByRole("button", { name: "Accept selected" }));
    expect(window.location.hash).toBe("");
    expect(window.location.pathname).toBe("/cookie-policy/");
  });
});

describe("consent root: preferences and the cookie policy page", () => {
  test("the preferences request reopens it with the stored choices, Close on /cookie-policy/ leaves the record alone", async () => {
    storeDecision({ analytics: true, preferences: false, marketing: false });
    const before = window.localStorage.getItem("cookieConsentInterstitial");
    const dialog = await mount("/cookie-policy/");
    const trigger = screen.getByRole("link", { name: "change your cookie preferences" });
    trigger.focus();
    act(() => requestConsentPreferences());
    expect(dialog.open).toBe(true);
    expect(pending()).toBe(true);
    expect(screen.getByRole("checkbox", { name: "Analytics" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Preferences" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Marketing" })).not.toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(dialog.open).toBe(false);
    expect(pending()).toBe(false);
    expect(window.localStorage.getItem("cookieConsentInterstitial")).toBe(before);
    expect(trigger).toHaveFocus();
  });

  test("Escape closes it on /cookie-policy/ but not on /", async () => {
    let dialog = await mount("/");
    act(() => pressEscapeIn(dialog));
    expect(dialog.open).toBe(true);
    dialog.unmount();

    dialog = await mount("/cookie-policy/#cookie-consent-preferences");
    expect(dialog.open).toBe(true);
    act(() => pressEscapeIn(dialog));
    expect(dialog.open).toBe(false);
    expect(pending()).toBe(false);
  });

  test("unchecked boxes are kept while the dialog stays open across a preferences request", async () => {
    const dialog = await mount("/");
    await userEvent.click(screen.getByRole("checkbox", { name: "Analytics" }));
    act(() => requestConsentPreferences());
    expect(dialog.open).toBe(true);
    expect(screen.getByRole("checkbox", { name: "Analytics" })).not.toBeChecked();
  });
});

describe("consent root: a lead reaches analytics only with analytics granted", () => {
  test("with a stored decision that grants analytics, a reported lead becomes one generate_lead event, with no personal data", async () => {
    storeDecision({ analytics: true, preferences: false, marketing: false });
    await mount("/contact/");
    act(() => reportGenerateLead({ form: "enquiry", need: "Video" }));
    expect(events("generate_lead")).toEqual([{ event: "generate_lead", form_name: "enquiry", lead_need: "Video" }]);
  });

  test("with analytics denied, or before any decision, nothing is pushed", async () => {
    storeDecision({ analytics: false, preferences: true, marketing: true });
    const decided = await mount("/contact/");
    act(() => reportGenerateLead({ form: "enquiry", need: "Video" }));
    expect(events("generate_lead")).toEqual([]);
    decided.unmount();

    window.localStorage.clear();
    await mount("/contact/");
    act(() => reportGenerateLead({ form: "enquiry", need: "Video" }));
    expect(events("generate_lead")).toEqual([]);
    // Granting afterwards does not replay the earlier lead.
    await userEvent.click(screen.getByRole("button", { name: "Accept all" }));
    expect(events("generate_lead")).toEqual([]);
  });
});

describe("consent root: taking over from the head script", () => {
  afterEach(() => delete window.__cookieConsentEarly);

  test("the visitor answered before the app loaded: the app does not ask again, and rendering is unblocked", async () => {
    storeDecision({ analytics: false, preferences: false, marketing: false });
    document.documentElement.setAttribute("data-consent-pending", "");
    window.__cookieConsentEarly = { app: false, decided: true, choices: { analytics: false, preferences: false, marketing: false } };
    const dialog = await mount("/");
    expect(dialog.open).toBe(false);
    expect(pending()).toBe(false);
    expect(window.__cookieConsentEarly.app).toBe(true);
  });

  test("storage blocked but answered before the app loaded: still no second prompt on this page", async () => {
    window.__cookieConsentEarly = { app: false, decided: true, choices: { analytics: true, preferences: true, marketing: true } };
    const dialog = await mount("/");
    expect(dialog.open).toBe(false);
    expect(pending()).toBe(false);
  });

  test("boxes the visitor unticked before the app loaded stay unticked when the app opens the dialog", async () => {
    window.__cookieConsentEarly = { app: false, decided: false, choices: { analytics: true, preferences: false, marketing: false } };
    const dialog = await mount("/");
    expect(dialog.open).toBe(true);
    expect(screen.getByRole("checkbox", { name: "Analytics" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Preferences" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Marketing" })).not.toBeChecked();
  });
});
