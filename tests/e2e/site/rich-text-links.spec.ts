import { expect, test } from "@playwright/test";
import { acceptConsentBeforeLoad } from "../support/consent";

test.beforeEach(async ({ page }) => acceptConsentBeforeLoad(page));

test.describe("visitor bugs: rich-text internal links get the trailing slash", () => {
  test("the seeded link to /privacy-policy is built as /privacy-policy/ and loads directly with 200, no redirect", async ({ page }) => {
    // The seed writes [privacy policy](/privacy-policy) in the cookie policy's and the terms' rich text.
    for (const path of ["/cookie-policy/", "/terms/"]) {
      await page.goto(path);
      const link = page.locator("main [data-rich-text]").getByRole("link", { name: "privacy policy", exact: true }).first();
      await expect(link, path).toHaveAttribute("href", "/privacy-policy/");
    }
    const response = await page.request.get("/privacy-policy/", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });

  test("no same-site rich-text link on the seeded legal pages lacks the slash", async ({ page }) => {
    for (const path of ["/cookie-policy/", "/terms/", "/privacy-policy/"]) {
      await page.goto(path);
      const hrefs = await page
        .locator('main [data-rich-text] a[href^="/"]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
      expect(hrefs.length, path).toBeGreaterThan(0);
      expect(
        hrefs.filter((href) => !/^[^?#]*\/([?#].*)?$/.test(href) && !/\.[a-z0-9]+([?#].*)?$/i.test(href)),
        path,
      ).toEqual([]);
    }
  });
});
