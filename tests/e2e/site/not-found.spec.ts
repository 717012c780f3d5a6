import { expect, test, type Page } from "@playwright/test";
import { acceptConsentBeforeLoad, keepTrafficLocal } from "../support/consent";

// A missing address under a nested path once made the 404's heading widen the page on phones.
const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
];
// /services/digital/email-marketing/ was where it showed; it is a real page since the seed has an Email marketing
// service, so a sibling that does not exist stands in for it.
const MISSING = ["/services/digital/email-marketing-automation/", "/resources/guides/a-very-long-guide-name-that-someone-mistyped-from-a-printed-leaflet/"];

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.page, `${what} is no wider than the viewport`).toBeLessThanOrEqual(widths.viewport);
}

test.describe("the 404 page", () => {
  test.beforeEach(async ({ context }) => keepTrafficLocal(context));

  for (const viewport of PHONES) {
    test(`at ${viewport.width}×${viewport.height} a long missing path wraps: no sideways scroll`, async ({ page }) => {
      await acceptConsentBeforeLoad(page);
      await page.setViewportSize(viewport);
      for (const path of MISSING) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Page Not Found: ${path}`);
        await expectNoSidewaysScroll(page, path);
      }
    });

    test(`at ${viewport.width}×${viewport.height} a first-time visitor's consent dialog keeps Decline all on screen over the 404`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(MISSING[0]!);
      await expect(page.getByRole("heading", { level: 1, includeHidden: true })).toHaveText(`Page Not Found: ${MISSING[0]}`);
      await expectNoSidewaysScroll(page, MISSING[0]!);
      await expect(page.locator("#cookie-consent-dialog").getByRole("button", { name: "Decline all", exact: true })).toBeInViewport({ ratio: 1 });
    });
  }

  test("at 360×640 the longest missing path keeps the heading to four lines (six before), the path on its own lines in smaller type", async ({ page }) => {
    await acceptConsentBeforeLoad(page);
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(MISSING[1]!);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(`Page Not Found: ${MISSING[1]}`);
    await page.evaluate(() => document.fonts.ready);
    const lines = await heading.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      // One rectangle per line box the heading's text occupies.
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size;
    });
    expect(lines).toBeLessThanOrEqual(4);
  });

  test("offers a search, filled with the missing path's words, that leads to the search page", async ({ page }) => {
    await acceptConsentBeforeLoad(page);
    await page.goto(MISSING[0]!);
    const search = page.getByRole("search");
    const field = search.getByLabel("Search the site");
    await expect(field).toHaveValue("email marketing automation");
    await field.fill("email marketing");
    await search.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL("/search/?q=email+marketing");
    await expect(page.getByRole("link", { name: "Email marketing", exact: true }).first()).toBeVisible();
  });

  test("in French the search goes to the French search page", async ({ page }) => {
    await acceptConsentBeforeLoad(page);
    await page.goto("/fr/services/numerique/emailing-automatise/");
    await expect(page.getByRole("search")).toHaveAttribute("action", "/fr/search/");
  });

  test("offers the main sections, and they lead on", async ({ page }) => {
    await acceptConsentBeforeLoad(page);
    await page.goto(MISSING[0]!);
    const sections = page.getByRole("navigation", { name: "Or try one of our main sections" });
    await expect(sections.getByRole("link")).toHaveText(["Services", "Our work", "About", "Blog", "Contact"]);
    await expect(sections.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog/");
    await sections.getByRole("link", { name: "Our work" }).click();
    await expect(page).toHaveURL(/\/work\/$/);
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveCount(0);
  });
});
