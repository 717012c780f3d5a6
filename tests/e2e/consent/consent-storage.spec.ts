import { expect, test, type Page } from "@playwright/test";
import { keepTrafficLocal, seedRawConsent } from "../support/consent";
import { DAY, consentReady, dialogElement, expectNoDialog, openDialog, storedConsent } from "./consent-page";

test.use({ storageState: { cookies: [], origins: [] } });

test.beforeEach(async ({ context }) => {
  await keepTrafficLocal(context);
});

const MODE_KEYS = ["functionality_storage", "security_storage", "ad_storage", "analytics_storage", "personalization"];

async function decide(page: Page, button: string, untick: string[] = []): Promise<number> {
  await page.goto("/");
  const dialog = await openDialog(page);
  for (const name of untick) await dialog.getByRole("checkbox", { name }).uncheck();
  const before = Math.floor(Date.now() / 1000);
  await dialog.getByRole("button", { name: button }).click();
  await expect(dialogElement(page)).toBeHidden();
  return before;
}

async function expectRecords(page: Page, decidedAt: number, mode: Record<string, string>): Promise<void> {
  const stored = await storedConsent(page);
  const parsedMode = JSON.parse(stored.consentMode ?? "null");
  expect(Object.keys(parsedMode)).toEqual(MODE_KEYS);
  expect(parsedMode).toEqual(mode);
  const record = JSON.parse(stored.cookieConsentInterstitial ?? "null");
  expect(Object.keys(record).sort()).toEqual(["expiration", "init"]);
  expect(record.init).toBe(true);
  expect(Number.isInteger(record.expiration)).toBe(true);
  expect(Math.abs(record.expiration - (decidedAt + 365 * DAY))).toBeLessThanOrEqual(60);
}

test.describe("cookie consent: each decision stores exactly the records", () => {
  test("Accept all grants every category, for 365 days; a reload shows no dialog", async ({ page }) => {
    const decidedAt = await decide(page, "Accept all");
    await expectRecords(page, decidedAt, {
      functionality_storage: "granted",
      security_storage: "granted",
      ad_storage: "granted",
      analytics_storage: "granted",
      personalization: "granted",
    });
    await expect(page.locator("html")).not.toHaveAttribute("data-consent-pending");
    await page.reload();
    await expectNoDialog(page);
  });

  test("Accept selected applies the checkboxes (Analytics only); a reload shows no dialog", async ({ page }) => {
    const decidedAt = await decide(page, "Accept selected", ["Preferences", "Marketing"]);
    await expectRecords(page, decidedAt, {
      functionality_storage: "denied",
      security_storage: "granted",
      ad_storage: "denied",
      analytics_storage: "granted",
      personalization: "denied",
    });
    await page.reload();
    await expectNoDialog(page);
  });

  test("Decline all denies every optional category; a reload shows no dialog, nor does another page", async ({ page }) => {
    const decidedAt = await decide(page, "Decline all");
    await expectRecords(page, decidedAt, {
      functionality_storage: "denied",
      security_storage: "granted",
      ad_storage: "denied",
      analytics_storage: "denied",
      personalization: "denied",
    });
    await page.reload();
    await expectNoDialog(page);
    await page.goto("/blog/");
    await expectNoDialog(page);
  });
});

test.describe("cookie consent: expiry and foreign values", () => {
  const validMode = JSON.stringify({
    functionality_storage: "granted",
    security_storage: "granted",
    ad_storage: "granted",
    analytics_storage: "granted",
    personalization: "granted",
  });

  test("an expired record shows the dialog again", async ({ page }) => {
    const now = Math.floor(Date.now() / 1000);
    await seedRawConsent(page, { consentMode: validMode, cookieConsentInterstitial: JSON.stringify({ init: true, expiration: now - 60 }) });
    await page.goto("/");
    await openDialog(page);
  });

  test("a decision lapses 365 days later (the page's clock moved forward)", async ({ page }) => {
    await decide(page, "Accept all");
    await page.clock.setFixedTime(Date.now() + 364 * DAY * 1000);
    await page.reload();
    await expectNoDialog(page);
    await page.clock.setFixedTime(Date.now() + 366 * DAY * 1000);
    await page.reload();
    await openDialog(page);
  });

  const corrupt: Array<[string, { consentMode?: string; cookieConsentInterstitial?: string }]> = [
    ["bad JSON", { consentMode: "{granted", cookieConsentInterstitial: "{init:true}" }],
    [
      "wrong types",
      { consentMode: JSON.stringify({ analytics_storage: true }), cookieConsentInterstitial: JSON.stringify({ init: "yes", expiration: "later" }) },
    ],
    ["NaN expiry", { consentMode: validMode, cookieConsentInterstitial: '{"init":true,"expiration":NaN}' }],
    ["far-future expiry (milliseconds)", { consentMode: validMode, cookieConsentInterstitial: JSON.stringify({ init: true, expiration: Date.now() + 1000 }) }],
    ["only one of the two records", { consentMode: validMode }],
  ];
  for (const [label, values] of corrupt) {
    test(`${label}: treated as no record, the dialog shows and nothing throws`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await seedRawConsent(page, values);
      await page.goto("/");
      await openDialog(page);
      await consentReady(page);
      expect(errors).toEqual([]);
    });
  }
});
