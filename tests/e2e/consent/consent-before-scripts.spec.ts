import { expect, test, type Page } from "@playwright/test";
import { acceptConsentBeforeLoad, keepTrafficLocal } from "../support/consent";
import { consentConfiguration, dialogElement, expectNoDialog, openDialog, storedConsent } from "./consent-page";

// A first-time visitor on a phone whose scripts have not arrived yet (docs/consent.md, "Before the scripts run").
test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ context }) => keepTrafficLocal(context));

/** Every script file fails to load, so the page stays as its HTML and the inline head script left it. */
async function withoutScripts(page: Page): Promise<void> {
  await page.route("**/*.js", (route) => route.abort());
}

/** The colour on screen at (x, y), decoded by the browser from a one-pixel screenshot. */
async function pixelAt(page: Page, x: number, y: number): Promise<number[]> {
  const png = (await page.screenshot({ clip: { x, y, width: 1, height: 1 } })).toString("base64");
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  }, png);
}

// The backdrop, rgba(20, 23, 28, 0.65), over the page's white: 0.35 × 255 + 0.65 × (20, 23, 28).
const DIMMED_WHITE = [102, 104, 107];

/** The top-left pixel, over the header's white bar, is dimmed by the backdrop. */
async function expectBackdrop(page: Page): Promise<void> {
  const [red, green, blue] = await pixelAt(page, 1, 1);
  expect(Math.abs(red! - DIMMED_WHITE[0]!), `red ${red}`).toBeLessThanOrEqual(2);
  expect(Math.abs(green! - DIMMED_WHITE[1]!), `green ${green}`).toBeLessThanOrEqual(2);
  expect(Math.abs(blue! - DIMMED_WHITE[2]!), `blue ${blue}`).toBeLessThanOrEqual(2);
}

test.describe("cookie consent: the dialog is painted before the scripts run", () => {
  test("on / with no scripts, the dialog is already shown where the modal will be, over the same backdrop", async ({ page }) => {
    const { cookie_consent_interstitial_heading: heading } = await consentConfiguration();

    await page.goto("/");
    const modal = await openDialog(page);
    const modalBox = await modal.boundingBox();
    await expectBackdrop(page);

    const early = await page.context().newPage();
    await withoutScripts(early);
    await early.goto("/");
    await expect(early.locator("html")).toHaveAttribute("data-consent-pending", "");
    const dialog = early.getByRole("dialog", { name: heading });
    await expect(dialog).toBeVisible();
    expect(await dialogElement(early).evaluate((element) => (element as HTMLDialogElement).open)).toBe(false);
    await expect(early.getByRole("heading", { name: heading })).toBeInViewport();
    const box = await dialog.boundingBox();
    expect(Math.abs(box!.x - modalBox!.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(box!.y - modalBox!.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(box!.width - modalBox!.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(box!.height - modalBox!.height)).toBeLessThanOrEqual(1);
    await expectBackdrop(early);
  });

  for (const { viewport, top } of [
    { viewport: { width: 390, height: 844 }, top: 12 },
    // 8% of 900 px: a large screen's dialog hangs a little lower.
    { viewport: { width: 1440, height: 900 }, top: 72 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} the dialog's top stays at ${top} px while its HTML arrives and when the app takes it over (no layout shift)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const dialogTop = async () => (await dialogElement(page).boundingBox())!.y;
      // A slow connection can paint the page when only part of the dialog's markup has arrived: served here cut
      // short after the dialog's heading, with no scripts.
      await withoutScripts(page);
      await page.route("**/", async (route) => {
        const html = await (await route.fetch()).text();
        await route.fulfill({ body: html.slice(0, html.indexOf("<fieldset", html.indexOf('id="cookie-consent-dialog"'))), contentType: "text/html" });
      });
      await page.goto("/");
      await expect(dialogElement(page).locator("fieldset")).toHaveCount(0);
      expect(await dialogTop()).toBeCloseTo(top, 0);

      await page.unroute("**/");
      await page.goto("/");
      await expect(dialogElement(page).getByRole("button", { name: "Decline all", exact: true })).toBeVisible();
      expect(await dialogTop()).toBeCloseTo(top, 0);

      await page.unroute("**/*.js");
      await page.goto("/");
      await openDialog(page);
      expect(await dialogTop()).toBeCloseTo(top, 0);
    });
  }

  test("on / with no scripts, Decline all is honoured at once: stored, the dialog gone, and the next page does not ask", async ({ page }) => {
    await withoutScripts(page);
    await page.goto("/");
    await dialogElement(page).getByRole("button", { name: "Decline all", exact: true }).click();
    await expect(dialogElement(page)).toBeHidden();
    await expect(page.locator("html")).not.toHaveAttribute("data-consent-pending");
    expect(await storedConsent(page)).toEqual({
      consentMode:
        '{"functionality_storage":"denied","security_storage":"granted","ad_storage":"denied","analytics_storage":"denied","personalization":"denied"}',
      cookieConsentInterstitial: expect.stringMatching(/^\{"init":true,"expiration":\d+\}$/),
    });

    await page.unroute("**/*.js");
    await page.goto("/about/");
    await expectNoDialog(page);
  });

  test("on / with no scripts, a box unticked shows in the summary and Accept selected stores it; Learn more opens", async ({ page }) => {
    await withoutScripts(page);
    await page.goto("/");
    const dialog = dialogElement(page);
    const summary = dialog.locator("[data-summary-category]");
    await expect
      .poll(() => summary.evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText)))
      .toEqual(["Analytics on", "Preferences on", "Marketing on"]);
    await dialog.getByRole("checkbox", { name: "Marketing" }).uncheck();
    await expect
      .poll(() => summary.evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText)))
      .toEqual(["Analytics on", "Preferences on", "Marketing off"]);

    const learnMore = dialog.getByRole("button", { name: "Learn more about Analytics cookies" });
    await learnMore.click();
    await expect(learnMore).toHaveAttribute("aria-expanded", "true");

    await dialog.getByRole("button", { name: "Accept selected", exact: true }).click();
    await expect(dialog).toBeHidden();
    expect((await storedConsent(page)).consentMode).toBe(
      '{"functionality_storage":"granted","security_storage":"granted","ad_storage":"denied","analytics_storage":"granted","personalization":"granted"}',
    );
  });

  test("once the app has opened it, the same buttons look the same, at full strength", async ({ page }) => {
    await page.goto("/");
    const dialog = await openDialog(page);
    const accept = dialog.getByRole("button", { name: "Accept all", exact: true });
    await expect(accept).toHaveCSS("pointer-events", "auto");
    await expect(accept).toHaveCSS("opacity", "1");
  });

  test("a returning visitor with a stored decision never sees it, scripts or not", async ({ page }) => {
    await acceptConsentBeforeLoad(page);
    await withoutScripts(page);
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveAttribute("data-consent-pending");
    await expect(dialogElement(page)).toBeHidden();
  });

  test("on /cookie-policy/ with no scripts, the policy is not covered", async ({ page }) => {
    await withoutScripts(page);
    await page.goto("/cookie-policy/");
    await expect(page.locator("html")).not.toHaveAttribute("data-consent-pending");
    await expect(dialogElement(page)).toBeHidden();
  });
});
