import { expect, test, type Locator } from "@playwright/test";
import { controlled, DESKTOP, mainNav, MOBILE, openMobileMenu, openShell, prepareContext } from "./shell-page";

/**
 * The seeded main navigation puts the pages under /services/digital/ (SEO, paid social, email and content marketing,
 * measurement) beside "Digital marketing" in the Services group; the header shows them under it.
 */
test.beforeEach(async ({ context }) => prepareContext(context));

async function expectNestedUnderDigital(group: Locator) {
  // The group's first list is its second level: Digital marketing and Brand strategy only.
  const secondLevel = group.locator("ul").first().locator(":scope > li");
  await expect(secondLevel).toHaveCount(2);
  const [digital, brand] = [secondLevel.nth(0), secondLevel.nth(1)];
  await expect(digital.getByRole("link").first()).toHaveText("Digital marketing");
  await expect(brand.getByRole("link")).toHaveText(["Brand strategy"]);
  // The third level, inside Digital marketing's item.
  await expect(digital.locator("ul > li").getByRole("link")).toHaveText([
    "Search engine optimisation",
    "Paid social",
    "Email marketing",
    "Content marketing",
    "Measurement",
  ]);
  await expect(digital.getByRole("link", { name: "Search engine optimisation", exact: true })).toHaveAttribute("href", "/services/digital/seo/");
  await expect(digital.getByRole("link", { name: "Paid social", exact: true })).toHaveAttribute("href", "/services/digital/paid-social/");
  await expect(digital.getByRole("link", { name: "Search engine optimisation", exact: true })).toBeVisible();
}

test.describe("visitor bugs: a third-level page is under its parent in both menus", () => {
  test("desktop disclosure panel at 1440", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openShell(page, "/", "desktop");
    const trigger = mainNav(page).getByRole("button", { name: "Services", exact: true });
    const panel = await controlled(page, trigger);
    await trigger.click();
    await expect(panel).toBeVisible();
    await expectNestedUnderDigital(panel);
  });

  test("mobile menu at 390", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await openShell(page, "/", "mobile");
    const menu = await openMobileMenu(page);
    const byRole = menu.getByRole("button", { name: "Services", exact: true });
    const submenu = await controlled(page, byRole);
    await byRole.click();
    await expect(submenu.getByRole("button", { name: "Back to main navigation menu" })).toBeVisible();
    await expectNestedUnderDigital(submenu);
  });
});
