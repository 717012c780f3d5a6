import { expect, test } from "@playwright/test";
import { acceptConsentBeforeLoad } from "../support/consent";

test.beforeEach(async ({ page }) => acceptConsentBeforeLoad(page));

/** Each template's one h1, written out from the full seed. */
const PAGES: [string, string, string][] = [
  ["home (opens with a hero)", "/", "Marketing that people remember"],
  ["a hero page", "/services/digital/seo/", "Be found by the people already looking for you"],
  ["a plain page", "/terms/", "Terms and conditions"],
  ["the cookie policy", "/cookie-policy/", "Cookie policy"],
  ["a post", "/blog/when-to-refresh-your-brand/", "When is it time to refresh your brand?"],
  ["the blog index", "/blog/", "Blog"],
  ["the 404 page", "/no-such-page-here/", "Page Not Found: /no-such-page-here/"],
];

test.describe("visitor bugs: exactly one h1 per page, and it is visible", () => {
  for (const [name, path, text] of PAGES) {
    test(`${name}: ${path}`, async ({ page }) => {
      await page.goto(path);
      const h1 = page.locator("h1");
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(text);
      await expect(h1).toBeVisible();
      // Not clipped away by a visually-hidden rule: it takes real space on the page.
      const box = await h1.boundingBox();
      expect(box!.width).toBeGreaterThan(50);
      expect(box!.height).toBeGreaterThan(20);
    });
  }

  test("a hero page has no h2 repeating its headline", async ({ page }) => {
    await page.goto("/services/digital/seo/");
    await expect(page.getByRole("heading", { name: "Be found by the people already looking for you" })).toHaveCount(1);
  });

  test("/cookie-policy/ does not repeat its heading", async ({ page }) => {
    await page.goto("/cookie-policy/");
    await expect(page.getByRole("heading", { name: "Cookie policy", exact: true })).toHaveCount(1);
  });
});
