import { expect, test } from "@playwright/test";
import { publishedPages, publishedPosts } from "../support/cms";
import { acceptConsentBeforeLoad } from "../support/consent";

test.beforeEach(async ({ page }) => acceptConsentBeforeLoad(page));

test.describe("routes from the CMS", () => {
  test("every published page is reachable at its path with its title", async ({ page }) => {
    const pages = await publishedPages();
    expect(pages.length).toBeGreaterThanOrEqual(8);
    for (const cmsPage of pages) {
      const response = await page.goto(cmsPage.path);
      expect(response?.status(), cmsPage.path).toBe(200);
      await expect(page.locator("h1"), cmsPage.path).toHaveText(cmsPage.headline);
      // The SEO title when the editor set one, else "title | site name".
      await expect(page).toHaveTitle(cmsPage.metaTitle ?? new RegExp(`^${escape(cmsPage.title)} \\| `));
    }
  });

  test("three-level nesting: /grandparent/parent/slug renders", async ({ page }) => {
    const deepest = (await publishedPages()).filter((cmsPage) => cmsPage.depth === 3);
    expect(deepest.length).toBeGreaterThan(0);
    const [first] = deepest;
    const response = await page.goto(first!.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveText(first!.headline);
  });

  test("every published post is reachable at /blog/{slug}/ with its title", async ({ page }) => {
    const posts = await publishedPosts();
    expect(posts.length).toBeGreaterThanOrEqual(8);
    for (const post of posts) {
      const response = await page.goto(`/blog/${post.slug}/`);
      expect(response?.status(), post.slug).toBe(200);
      await expect(page.locator("h1")).toHaveText(post.title);
    }
  });

  test("the blog index lists posts newest first and paginates", async ({ page }) => {
    const posts = await publishedPosts();
    await page.goto("/blog/");
    const titles = await page.locator("main article h2").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).toEqual(posts.slice(0, titles.length).map((post) => post.title));
    if (posts.length > titles.length) {
      await page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Page 2" }).click();
      await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
      await expect(page.locator("main article h2").first()).toHaveText(posts[titles.length]!.title);
    }
  });

  test("/cookie-policy renders the cookie policy page", async ({ page }) => {
    const response = await page.goto("/cookie-policy/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toContainText(/cookie/i);
  });

  test("a made-up path answers 404 and says Page Not Found: {path}", async ({ page }) => {
    const response = await page.goto("/no-such-page-here/");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Page Not Found: /no-such-page-here/");
  });

  test('every page is <html lang="en"> with a title and a description', async ({ page }) => {
    for (const path of ["/", "/cookie-policy/", "/blog/"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect(await page.title()).not.toBe("");
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
