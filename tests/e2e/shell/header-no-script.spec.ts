import { expect, test } from "@playwright/test";
import { MOBILE } from "./shell-page";

// A visitor without JavaScript (blocked, failed to load, or not yet run): the phone's menu button must still open the menu.
test.use({ javaScriptEnabled: false, viewport: MOBILE });

test.describe("visitor bugs: without JavaScript the phone's menu opens", () => {
  test("at 390px the menu button opens the main navigation full screen, every page of it reachable, and closes it again", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    const menu = banner.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeHidden();

    await banner.getByRole("link", { name: "Open navigation menu" }).click();
    await expect(page).toHaveURL(/\/#site-menu$/);
    await expect(menu).toBeVisible();
    await expect(menu).toBeInViewport();
    // The main navigation as seeded (cms/src/seed/data/full/navigations.ts): top-level pages, the Services pages under
    // their overview, and a third-level page under its parent.
    const pages: [string, string][] = [
      ["Services overview", "/services/"],
      ["Digital marketing", "/services/digital/"],
      ["Search engine optimisation", "/services/digital/seo/"],
      ["Brand strategy", "/services/brand/"],
      ["Our work overview", "/work/"],
      ["Harbour & Pine", "/work/harbour-and-pine/"],
      ["About overview", "/about/"],
      ["Our team", "/about/team/"],
      ["Blog", "/blog/"],
      ["Contact", "/contact/"],
    ];
    for (const [name, href] of pages) {
      const link = menu.getByRole("link", { name, exact: true });
      await expect(link, name).toHaveAttribute("href", href);
      await link.scrollIntoViewIfNeeded();
      await expect(link, name).toBeInViewport({ ratio: 1 });
    }
    // Nothing in it needs a script: no button that would do nothing.
    await expect(menu.getByRole("button")).toHaveCount(0);

    // The close control takes its place in the bar, over the menu.
    const close = banner.getByRole("link", { name: "Close navigation menu" });
    await expect(close).toBeInViewport({ ratio: 1 });
    await expect(banner.getByRole("link", { name: "Open navigation menu" })).toBeHidden();
    await close.click();
    await expect(menu).toBeHidden();
    await expect(banner.getByRole("link", { name: "Open navigation menu" })).toBeVisible();

    // A link in the menu leads to its page (a full page load).
    await banner.getByRole("link", { name: "Open navigation menu" }).click();
    await menu.getByRole("link", { name: "Search engine optimisation", exact: true }).click();
    await expect(page).toHaveURL(/\/services\/digital\/seo\/$/);
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeHidden();
  });
});
