import type { Browser, Page } from "@playwright/test";

/**
 * The Strapi admin as an editor meets it, in Chromium at 1440×900: the real login form, then
 * whatever Strapi puts in front of a first visit closed the way a person would.
 */
export async function signInToAdmin(browser: Browser, adminUrl: string, account: { email: string; password: string }): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.setDefaultTimeout(30_000);
  await page.goto(`${adminUrl}/auth/login`);
  await page.getByRole("textbox", { name: "Email" }).fill(account.email);
  await page.getByRole("textbox", { name: "Password" }).fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("navigation").first().getByRole("link", { name: "Home" }).waitFor();
  await closeAdminBanners(page);
  return page;
}

const POPUP_BUTTONS = /^(Skip|Skip the tour|Close|Got it|Dismiss|Not now|Maybe later)$/i;

/**
 * Closes Strapi's announcement banner ("Introducing the new Media Library …") and any first-visit
 * dialog (guided tour, "what's new"), which would cover the page in screenshots. None is the usual case.
 */
export async function closeAdminBanners(page: Page): Promise<void> {
  const banner = page.getByRole("button", { name: "Close the banner." });
  if (await banner.isVisible().catch(() => false)) await banner.click();
  for (let round = 0; round < 3; round += 1) {
    const dialog = page.getByRole("dialog").first();
    if (!(await dialog.isVisible().catch(() => false))) return;
    // This dialog, not whichever is first next time: wait until it is gone or hidden before looking again.
    const handle = await dialog.elementHandle({ timeout: 2_000 }).catch(() => null);
    if (!handle) continue;
    const button = dialog.getByRole("button", { name: POPUP_BUTTONS }).first();
    if (await button.isVisible().catch(() => false)) await button.click();
    else await page.keyboard.press("Escape");
    // A dialog that ignores the click or Escape is still open: the next round tries again (at most three).
    await handle.waitForElementState("hidden", { timeout: 5_000 }).catch(() => undefined);
    await handle.dispose();
  }
}
