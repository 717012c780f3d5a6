import { expect, type Page } from "@playwright/test";
import { configuration } from "../support/cms";

/** Page helpers shared by the consent specs. */

export const DAY = 24 * 60 * 60;

export interface ConsentConfiguration {
  cookie_consent_interstitial_heading: string;
  cookie_consent_interstitial_type_analytics: string | null;
  cookie_consent_interstitial_type_preferences: string | null;
  cookie_consent_interstitial_type_marketing: string | null;
}

export const consentConfiguration = () => configuration<ConsentConfiguration>();

export const dialogElement = (page: Page) => page.locator("#cookie-consent-dialog");

/**
 * The dialog as a visitor uses it: a visible, named, modal dialog. It is painted before the scripts run
 * (docs/consent.md, "Before the scripts run"); it answers once the app has opened it as a modal.
 */
export async function openDialog(page: Page) {
  const { cookie_consent_interstitial_heading: heading } = await consentConfiguration();
  const dialog = page.getByRole("dialog", { name: heading });
  await expect(dialog).toBeVisible();
  await expect.poll(() => isModal(page)).toBe(true);
  return dialog;
}

/** Waits until the page has hydrated and decided whether to show the dialog. */
export async function consentReady(page: Page): Promise<void> {
  await expect(dialogElement(page)).toHaveAttribute("data-consent-dialog", "ready");
}

export async function expectNoDialog(page: Page): Promise<void> {
  await consentReady(page);
  await expect(dialogElement(page)).toBeHidden();
  await expect(page.locator("html")).not.toHaveAttribute("data-consent-pending");
}

export async function isModal(page: Page): Promise<boolean> {
  return dialogElement(page).evaluate((dialog) => (dialog as HTMLDialogElement).open && dialog.matches(":modal"));
}

export async function storedConsent(page: Page): Promise<{ consentMode: string | null; cookieConsentInterstitial: string | null }> {
  return page.evaluate(() => ({
    consentMode: window.localStorage.getItem("consentMode"),
    cookieConsentInterstitial: window.localStorage.getItem("cookieConsentInterstitial"),
  }));
}

export type DataLayerEntry = { gtag: unknown[] } | Record<string, unknown>;

/** The data layer with gtag's `arguments` entries turned into { gtag: [...] }. */
export async function dataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() =>
    JSON.parse(
      JSON.stringify(
        ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
          Object.prototype.toString.call(entry) === "[object Arguments]" ? { gtag: Array.from(entry as ArrayLike<unknown>) } : entry,
        ),
      ),
    ),
  );
}

export const pageViews = (entries: DataLayerEntry[]) => entries.filter((entry) => (entry as { event?: string }).event === "page_view");

/** Goes to the cookie policy and follows its "change your cookie preferences" link (the rich-text hash link). */
export async function reopenFromCookiePolicy(page: Page) {
  if (new URL(page.url()).pathname !== "/cookie-policy/") {
    await page.goto("/cookie-policy/");
  }
  await consentReady(page);
  const link = page.locator('main a[href$="#cookie-consent-preferences"]').first();
  await link.click();
  return openDialog(page);
}
