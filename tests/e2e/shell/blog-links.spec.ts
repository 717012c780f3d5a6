import { expect, test } from "@playwright/test";
import { DESKTOP, MOBILE, header, mainNav, openMobileMenu, openShell, prepareContext } from "./shell-page";

test.beforeEach(async ({ context }) => prepareContext(context));

// The blog is in the seeded main and footer navigations: a visitor finds it from any page.
test.describe("the blog can be found", () => {
  test("desktop: the header's Blog link leads to /blog/, and stays marked on the index's second page and on a post", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openShell(page, "/about/team/", "desktop");
    await mainNav(page).getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");

    for (const path of ["/blog/page/2/", "/blog/how-to-brief-an-agency/"]) {
      await openShell(page, path, "desktop");
      await expect(mainNav(page).getByRole("link", { name: "Blog", exact: true }), path).toHaveAttribute("aria-current", "true");
    }
  });

  test("phone: the menu's Blog link leads to /blog/", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await openShell(page, "/services/digital/seo/", "mobile");
    const panel = await openMobileMenu(page);
    await panel.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(header(page).getByRole("button", { name: "Open navigation menu" })).toBeVisible();
  });

  test("the footer's Blog link leads to /blog/, from a post too", async ({ page }) => {
    await openShell(page, "/blog/how-to-brief-an-agency/", "desktop");
    const link = page.getByRole("contentinfo").getByRole("navigation", { name: "Footer", exact: true }).getByRole("link", { name: "Blog", exact: true });
    await expect(link).toHaveAttribute("href", "/blog/");
    await link.click();
    await expect(page).toHaveURL(/\/blog\/$/);
  });
});
