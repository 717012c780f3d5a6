import { expect, test, type Page } from "@playwright/test";
import { acceptConsentBeforeLoad } from "../support/consent";

test.beforeEach(async ({ page }) => acceptConsentBeforeLoad(page));

/** Pixels between the header's bottom edge and the top of the first visible box in the main region. */
async function gapBelowHeader(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector("header")!.getBoundingClientRect();
    const main = document.querySelector("main")!;
    const first = [...main.querySelectorAll<HTMLElement>("nav, h1, section, header, p, a")].find((element) => element.getBoundingClientRect().height > 0)!;
    return Math.round(first.getBoundingClientRect().top - header.bottom);
  });
}

// One vertical rhythm for every page: a hero headline keeps the same distance from the header as any other page's first heading.
for (const width of [1440, 390]) {
  test(`at ${width}px every template starts 40 px below the header: hero, nested, plain, blog, post and 404`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const gaps: Record<string, number> = {};
    for (const path of ["/", "/services/digital/seo/", "/terms/", "/blog/", "/blog/when-to-refresh-your-brand/", "/this-page-does-not-exist/"]) {
      await page.goto(path);
      gaps[path] = await gapBelowHeader(page);
    }
    expect(gaps).toEqual({
      "/": 40,
      "/services/digital/seo/": 40,
      "/terms/": 40,
      "/blog/": 40,
      "/blog/when-to-refresh-your-brand/": 40,
      "/this-page-does-not-exist/": 40,
    });
  });
}
