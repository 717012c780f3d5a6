import { expect, test } from "@playwright/test";
import { acceptConsentBeforeLoad } from "../support/consent";

test.beforeEach(async ({ page }) => acceptConsentBeforeLoad(page));

/** The full seed's categories, tags and authors (docs/blog.md): expected values written out. */
test.describe("browsing the blog by category, tag and author", () => {
  test("a post's category link leads to the category's page, which lists its posts", async ({ page }) => {
    await page.goto("/blog/local-seo-for-service-businesses/");
    await page.getByRole("main").locator("article header").getByRole("link", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/category\/search\/$/);
    await expect(page.locator("main h1")).toHaveText("Search");
    await expect(page.getByText("Getting found on search engines and maps: SEO, local search and what to measure.")).toBeVisible();
    await expect(page.locator("main article h2")).toHaveText(["Local SEO for service businesses: a practical checklist"]);
    await expect(page).toHaveTitle("Search | Lumen & Lark");
  });

  test("a tag's seven posts on two pages: Next and Previous, the current page marked aria-current and not a link", async ({ page }) => {
    await page.goto("/blog/tag/small-business/");
    await expect(page.locator("main h1")).toHaveText("Posts tagged Small business");
    await expect(page.locator("main article h2")).toHaveCount(6);
    const pages = page.getByRole("navigation", { name: "Blog pages" });
    await expect(pages.locator('[aria-current="page"]')).toHaveText("1");
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveCount(0);
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveCount(0);

    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/blog\/tag\/small-business\/page\/2\/$/);
    await expect(page.locator("main article h2")).toHaveText(["How to brief an agency (and get better work back)"]);
    await expect(pages.locator('[aria-current="page"]')).toHaveText("2");
    await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
    await expect(page).toHaveTitle("Posts tagged Small business (page 2) | Lumen & Lark");

    await pages.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(/\/blog\/tag\/small-business\/$/);
    // Page 1's posts are shown: the pagination is page 1's now.
    await expect(page.locator("main article h2")).toHaveCount(6);
    await expect(pages.locator('[aria-current="page"]')).toHaveText("1");
  });

  test("an author's page shows the portrait, role, bio and their posts", async ({ page }) => {
    await page.goto("/blog/author/hannah-lindqvist/");
    const main = page.getByRole("main");
    await expect(main.locator("h1")).toHaveText("Hannah Lindqvist");
    await expect(main.getByText("Content Lead", { exact: true })).toBeVisible();
    await expect(main.locator("header img")).toBeVisible();
    await expect(main.getByRole("heading", { level: 2 })).toHaveText("Posts by Hannah Lindqvist");
    await expect(main.locator("article h3 a")).toHaveText([
      "When is it time to refresh your brand?",
      "Build a content calendar you will actually keep",
      "Email marketing is not dead, it is underused",
    ]);
    await expect(page).toHaveTitle("Hannah Lindqvist, Content Lead | Lumen & Lark");
  });

  test("in French: the tag's French page, in French", async ({ page }) => {
    await page.goto("/fr/blog/tag/petites-entreprises/");
    await expect(page.locator("main h1")).toHaveText("Articles avec l’étiquette Petites entreprises");
    await expect(page.locator("main article h2")).toHaveCount(2);
  });
});

test.describe("the blog's RSS feed (issue 47, item 8)", () => {
  for (const [path, feed, name] of [
    ["/blog/", "/rss.xml", "Subscribe by RSS"],
    ["/fr/blog/", "/fr/rss.xml", "S’abonner par RSS"],
  ] as const) {
    test(`${path} links its language's feed visibly, and the feed answers`, async ({ page }) => {
      await page.goto(path);
      const link = page.getByRole("main").getByRole("link", { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", feed);
      const answer = await page.request.get(feed);
      expect(answer.status()).toBe(200);
      expect(await answer.text()).toContain("<rss");
    });
  }
});
