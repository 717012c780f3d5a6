import { expect, test } from "@playwright/test";
import { publishedPosts } from "../support/cms";
import { acceptConsentBeforeLoad } from "../support/consent";

test.beforeEach(async ({ page }) => acceptConsentBeforeLoad(page));

test("a post's cover image is webp with the breakpoint widths in its srcset", async ({ page }) => {
  const [post] = await publishedPosts();
  await page.goto(`/blog/${post!.slug}/`);
  // Only webp is generated, so gatsby-plugin-image renders a single <img> whose srcset is all webp.
  const img = page.locator("main img[data-main-image]").first();
  await expect(img).toHaveCount(1);
  expect(await img.getAttribute("src")).toMatch(/\.webp$/);
  const srcset = (await img.getAttribute("srcset")) ?? "";
  const widths = srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[1]);
  expect(widths).toEqual(["320w", "640w", "768w", "1024w", "1280w", "1536w"]);
  for (const candidate of srcset.split(",")) expect(candidate.trim().split(/\s+/)[0]).toMatch(/\.webp$/);
  await expect(img).toBeVisible();
  expect(await img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
});
