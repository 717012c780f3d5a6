import { expect, test } from "@playwright/test";
import { publishedPosts } from "../support/cms";

test("a post's cover image is webp with the breakpoint widths in its srcset", async ({ page }) => {
  const [post] = await publishedPosts();
  await page.goto(`/blog/${post!.slug}/`);
  const source = page.locator("main picture source[type='image/webp']").first();
  await expect(source).toHaveCount(1);
  const srcset = (await source.getAttribute("srcset")) ?? "";
  const widths = srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[1]);
  expect(widths).toEqual(["320w", "640w", "768w", "1024w", "1280w", "1536w"]);
  for (const candidate of srcset.split(",")) expect(candidate.trim().split(/\s+/)[0]).toMatch(/\.webp$/);
  const img = page.locator("main picture img").first();
  await expect(img).toBeVisible();
  expect(await img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
});
