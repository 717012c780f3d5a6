import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { acceptConsentBeforeLoad } from "../support/consent";

test.beforeEach(async ({ page }) => {
  await acceptConsentBeforeLoad(page);
  // Reduced motion shows every section at its final state, so axe checks all of the content.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

// A tag's page 2 (pagination with a current page), an author's page (portrait, bio), a post (author link, topics,
// previous/next) and a case study (its previous/next).
const PAGES = ["/blog/tag/small-business/page/2/", "/blog/author/hannah-lindqvist/", "/blog/local-seo-for-service-businesses/", "/work/northfield-physio/"];

test.describe("browsing the blog: accessibility", () => {
  test("a tag's page 2, an author's page, a post and a case study have no axe violations (WCAG 2.1 A/AA)", async ({ page }) => {
    test.slow(); // four pages, four axe runs
    for (const path of PAGES) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
        path,
      ).toEqual([]);
    }
  });
});
