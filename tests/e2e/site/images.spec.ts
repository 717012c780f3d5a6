import { expect, test } from "@playwright/test";
import { publishedPosts } from "../support/cms";
import { acceptConsentBeforeLoad } from "../support/consent";

test.beforeEach(async ({ page }) => acceptConsentBeforeLoad(page));

test("a post's cover image is webp with the breakpoint widths in its srcset", async ({ page }) => {
  const [post] = await publishedPosts();
  await page.goto(`/blog/${post!.slug}/`);
  // Only webp is generated: one plain <img> whose srcset is all webp (the author's portrait above it is another image).
  const img = page.locator("main [data-post-cover] img[srcset]");
  await expect(img).toHaveCount(1);
  expect(await img.getAttribute("src")).toMatch(/\.webp$/);
  const srcset = (await img.getAttribute("srcset")) ?? "";
  const widths = srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[1]);
  expect(widths).toEqual(["320w", "640w", "768w", "1024w", "1280w", "1536w"]);
  for (const candidate of srcset.split(",")) expect(candidate.trim().split(/\s+/)[0]).toMatch(/\.webp$/);
  await expect(img).toBeVisible();
  expect(await img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
});

test("the home page's hero image is the one fetched eagerly with high priority; images below it wait until near", async ({ page }) => {
  await page.goto("/");
  const images = page.locator("main img[srcset]");
  const first = images.first();
  await expect(first).toHaveAttribute("loading", "eager");
  await expect(first).toHaveAttribute("fetchpriority", "high");
  const rest = await images.evaluateAll((elements) =>
    elements.slice(1).map((element) => [element.getAttribute("loading"), element.getAttribute("fetchpriority")]),
  );
  for (const [loading, priority] of rest) {
    expect(loading).toBe("lazy");
    expect(priority).toBeNull();
  }
  // No gatsby-plugin-image runtime: no wrapper, no placeholder, no lazy-hydration markers.
  await expect(page.locator("main .gatsby-image-wrapper, main [data-gatsby-image-wrapper], main img[data-main-image]")).toHaveCount(0);
});
