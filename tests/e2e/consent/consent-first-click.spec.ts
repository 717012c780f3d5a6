import { expect, test } from "@playwright/test";
import { keepTrafficLocal } from "../support/consent";
import { consentReady, dialogElement, storedConsent } from "./consent-page";

// A first-time visitor on a slow device whose first act on the site is answering the dialog.
test.use({ storageState: { cookies: [], origins: [] } });
test.beforeEach(async ({ context }) => keepTrafficLocal(context));

const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1440, height: 900 },
];

const DECLINED =
  '{"functionality_storage":"denied","security_storage":"granted","ad_storage":"denied","analytics_storage":"denied","personalization":"denied"}';

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width}×${viewport.height} with the CPU 4× slower, Decline all clicked the moment the dialog shows is honoured, and never asked again`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

    await page.goto("/", { waitUntil: "commit" });
    await page.waitForFunction(() => document.getElementById("cookie-consent-dialog")?.checkVisibility() ?? false, undefined, { polling: "raf" });
    const decline = dialogElement(page).getByRole("button", { name: "Decline all", exact: true });
    const box = await decline.boundingBox();
    expect(box, "Decline all is laid out").not.toBeNull();
    // A plain pointer click at the button's place as soon as it is painted, the earliest a visitor could tap:
    // the app's scripts are usually still loading then, and the click must count anyway.
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);

    await expect(dialogElement(page)).toBeHidden();
    await expect(page.locator("html")).not.toHaveAttribute("data-consent-pending");
    expect((await storedConsent(page)).consentMode).toBe(DECLINED);
    const answeredBy = await page.evaluate(() =>
      (window as unknown as { __cookieConsentEarly?: { decided: boolean } }).__cookieConsentEarly?.decided ? "head script" : "app",
    );
    test.info().annotations.push({ type: "answered by", description: answeredBy });

    // The app starts afterwards and takes the answer over: no second prompt.
    await consentReady(page);
    await expect(dialogElement(page)).toBeHidden();
    expect(await dialogElement(page).evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(false);
    expect((await storedConsent(page)).consentMode).toBe(DECLINED);
  });
}
