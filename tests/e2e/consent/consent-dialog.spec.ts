import { expect, test } from "@playwright/test";
import { acceptConsentBeforeLoad, keepTrafficLocal } from "../support/consent";
import { consentConfiguration, consentReady, dialogElement, expectNoDialog, isModal, openDialog, reopenFromCookiePolicy } from "./consent-page";

// Every test starts as a first-time visitor, whatever a suite-wide default may seed.
test.use({ storageState: { cookies: [], origins: [] } });

test.beforeEach(async ({ context }) => {
  await keepTrafficLocal(context);
});

test.describe("cookie consent dialog: when it shows", () => {
  test("a first visit to / shows the modal, named by its CMS heading, rendering blocked", async ({ page }) => {
    await page.goto("/");
    const dialog = await openDialog(page);
    expect(await isModal(page)).toBe(true);
    await expect(page.locator("html")).toHaveAttribute("data-consent-pending", "");
    await expect(dialog.getByRole("checkbox", { name: "Necessary" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Necessary" })).toBeDisabled();
    await expect(dialog.getByRole("checkbox", { name: "Necessary" })).toHaveAttribute("required", "");
    for (const name of ["Analytics", "Preferences", "Marketing"]) {
      await expect(dialog.getByRole("checkbox", { name })).toBeChecked();
      await expect(dialog.getByRole("checkbox", { name })).toBeEnabled();
    }
    for (const name of ["Accept all", "Accept selected", "Decline all"]) await expect(dialog.getByRole("button", { name })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toHaveCount(0);
  });

  test("a first visit to /cookie-policy/ does not show it", async ({ page }) => {
    await page.goto("/cookie-policy/");
    await expectNoDialog(page);
  });

  test("Learn more discloses each category's CMS text", async ({ page }) => {
    const config = await consentConfiguration();
    await page.goto("/");
    const dialog = await openDialog(page);
    const texts: Array<[string, string | null]> = [
      ["Analytics", config.cookie_consent_interstitial_type_analytics],
      ["Preferences", config.cookie_consent_interstitial_type_preferences],
      ["Marketing", config.cookie_consent_interstitial_type_marketing],
    ];
    for (const [label, text] of texts) {
      const learnMore = dialog.getByRole("button", { name: `Learn more about ${label} cookies` });
      if (!text) {
        await expect(learnMore).toHaveCount(0);
        continue;
      }
      await expect(dialog.getByText(text.trim())).toBeHidden();
      await learnMore.click();
      await expect(learnMore).toHaveAttribute("aria-expanded", "true");
      await expect(dialog.getByText(text.trim())).toBeVisible();
    }
  });
});

test.describe("cookie consent dialog: Escape and Close", () => {
  test("Escape does nothing on /, however often it is pressed", async ({ page }) => {
    await page.goto("/");
    await openDialog(page);
    // The page records each Escape once every listener has seen it, and every time the dialog is closed (even if
    // it is shown again at once, which isModal alone cannot tell).
    await page.evaluate(() => {
      const dialog = document.getElementById("cookie-consent-dialog")!;
      const seen = ((window as unknown as { __escapeProbe: { escapes: number; closes: number } }).__escapeProbe = { escapes: 0, closes: 0 });
      window.addEventListener("keydown", (event) => event.key === "Escape" && (seen.escapes += 1));
      new MutationObserver((records) => (seen.closes += records.filter((record) => record.oldValue !== null).length)).observe(dialog, {
        attributeFilter: ["open"],
        attributeOldValue: true,
      });
      dialog.addEventListener("close", () => (seen.closes += 1));
    });
    const probe = () => page.evaluate(() => (window as unknown as { __escapeProbe: { escapes: number; closes: number } }).__escapeProbe);
    for (let press = 0; press < 3; press++) {
      await page.keyboard.press("Escape");
      await expect.poll(async () => (await probe()).escapes).toBe(press + 1);
      expect(await probe(), `after Escape #${press + 1}`).toEqual({ escapes: press + 1, closes: 0 });
      expect(await isModal(page), `after Escape #${press + 1}`).toBe(true);
    }
    await expect(page.locator("html")).toHaveAttribute("data-consent-pending", "");
  });

  test("Escape closes it on /cookie-policy/", async ({ page }) => {
    await page.goto("/cookie-policy/#cookie-consent-preferences");
    await openDialog(page);
    await page.keyboard.press("Escape");
    await expect(dialogElement(page)).toBeHidden();
    await expect(page.locator("html")).not.toHaveAttribute("data-consent-pending");
  });

  test("Close is offered only on /cookie-policy/, and closes without storing anything", async ({ page }) => {
    await page.goto("/");
    const onHome = await openDialog(page);
    await expect(onHome.getByRole("button", { name: "Close" })).toHaveCount(0);

    await page.goto("/cookie-policy/#cookie-consent-preferences");
    const onPolicy = await openDialog(page);
    await onPolicy.getByRole("button", { name: "Close" }).click();
    await expect(dialogElement(page)).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem("cookieConsentInterstitial"))).toBeNull();
  });
});

test.describe("cookie consent dialog: reopening", () => {
  test("the #cookie-consent-preferences link in the cookie policy reopens it with the stored choices ticked", async ({ page }) => {
    await page.goto("/");
    const first = await openDialog(page);
    await first.getByRole("checkbox", { name: "Preferences" }).uncheck();
    await first.getByRole("checkbox", { name: "Marketing" }).uncheck();
    await first.getByRole("button", { name: "Accept selected" }).click();
    await expect(dialogElement(page)).toBeHidden();

    const reopened = await reopenFromCookiePolicy(page);
    expect(new URL(page.url()).pathname).toBe("/cookie-policy/");
    await expect(reopened.getByRole("checkbox", { name: "Analytics" })).toBeChecked();
    await expect(reopened.getByRole("checkbox", { name: "Preferences" })).not.toBeChecked();
    await expect(reopened.getByRole("checkbox", { name: "Marketing" })).not.toBeChecked();
    await expect(reopened.getByRole("button", { name: "Close" })).toBeVisible();
  });

  test("a URL loaded with #cookie-consent-preferences forces it despite a stored decision", async ({ page }) => {
    await acceptConsentBeforeLoad(page, { analytics: false, preferences: true, marketing: false });
    await page.goto("/#cookie-consent-preferences");
    const dialog = await openDialog(page);
    await expect(dialog.getByRole("checkbox", { name: "Analytics" })).not.toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Preferences" })).toBeChecked();
    await dialog.getByRole("button", { name: "Accept selected" }).click();
    await expect(dialogElement(page)).toBeHidden();
    await page.reload();
    await expectNoDialog(page);
  });
});

test.describe("cookie consent dialog: focus", () => {
  test("focus moves into the dialog and Tab / Shift+Tab never leave it", async ({ page }) => {
    await page.goto("/");
    await openDialog(page);
    const focusInside = () => page.evaluate(() => document.getElementById("cookie-consent-dialog")!.contains(document.activeElement));
    expect(await focusInside()).toBe(true);
    for (let step = 0; step < 25; step++) {
      await page.keyboard.press("Tab");
      expect(await focusInside(), `after Tab #${step + 1}`).toBe(true);
    }
    for (let step = 0; step < 10; step++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInside(), `after Shift+Tab #${step + 1}`).toBe(true);
    }
  });

  test("the page behind is inert: its links cannot take focus", async ({ page }) => {
    await page.goto("/");
    await openDialog(page);
    expect(await isModal(page)).toBe(true);
    const result = await page.evaluate(() => {
      const links = Array.from(document.querySelectorAll<HTMLElement>("header a, main a, footer a"));
      return { count: links.length, focused: links.filter((link) => (link.focus(), document.activeElement === link)).length };
    });
    expect(result.count).toBeGreaterThan(0);
    expect(result.focused).toBe(0);
  });

  test("closing a reopened dialog returns focus to the link that opened it", async ({ page }) => {
    await acceptConsentBeforeLoad(page);
    await page.goto("/cookie-policy/");
    await consentReady(page);
    const link = page.locator('main a[href$="#cookie-consent-preferences"]').first();
    await link.focus();
    await page.keyboard.press("Enter");
    const dialog = await openDialog(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(link).toBeFocused();
  });
});
