import { expect, test } from "@playwright/test";
import { controlled, DESKTOP, header, mainNav, MOBILE, menuToggle, openShell, prepareContext, shellData } from "./shell-page";

test.beforeEach(async ({ context }) => prepareContext(context));

test("resizing across 1280px tears the menu down and re-creates it for the new mode, with no stale open state", async ({ page }) => {
  const { parent } = await shellData();
  await page.setViewportSize(MOBILE);
  await openShell(page, "/", "mobile");

  // Mobile menu open with a submenu shown, then the window grows past 1280px.
  await page.getByRole("button", { name: "Open navigation menu" }).click();
  const mobilePanel = await controlled(page, menuToggle(page));
  await mobilePanel.getByRole("button", { name: parent.title, exact: true }).click();
  await expect(page.locator("main")).toHaveAttribute("inert", "");
  await page.setViewportSize({ width: 1279, height: 900 });
  await expect(header(page)).toHaveAttribute("data-menu-mode", "mobile");
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(header(page)).toHaveAttribute("data-menu-mode", "desktop");

  await expect(menuToggle(page)).toHaveCount(0);
  const trigger = mainNav(page).getByRole("button", { name: parent.title, exact: true });
  await expect(trigger).toBeVisible();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(await controlled(page, trigger)).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  await expect(page.locator("main")).not.toHaveAttribute("inert", "");
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // Desktop panel open, then the window shrinks below 1280px.
  await page.setViewportSize(DESKTOP);
  await trigger.click();
  await expect(await controlled(page, trigger)).toBeVisible();
  await page.setViewportSize({ width: 1279, height: 844 });
  await expect(header(page)).toHaveAttribute("data-menu-mode", "mobile");
  await expect(mainNav(page)).toBeHidden();
  await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
  await expect(await controlled(page, menuToggle(page))).toBeHidden();

  // The re-created mobile menu works from a clean state.
  await menuToggle(page).click();
  const panel = await controlled(page, menuToggle(page));
  await expect(panel.getByRole("button", { name: parent.title, exact: true })).toHaveAttribute("aria-expanded", "false");
  await expect(panel.getByRole("button", { name: parent.title, exact: true })).toBeVisible();
});
