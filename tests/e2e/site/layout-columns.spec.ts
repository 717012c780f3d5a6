import { expect, test, type Page } from "@playwright/test";
import { acceptConsentBeforeLoad } from "../support/consent";

test.beforeEach(async ({ page }) => {
  await acceptConsentBeforeLoad(page);
  // Sections at their final place: the scroll reveal would still hold a band 40px low.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

interface Box {
  left: number;
  width: number;
}

const box = (page: Page, selector: string): Promise<Box> =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { left: Math.round(rect.left), width: Math.round(rect.width) };
    });

// A grid inside the 90rem wrap — long text in a reading column, media wide, bands full bleed.
test("at 1440px long text reads in a 736px column on the frame's left edge, cards and media take the 1360px frame, the band runs edge to edge", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/about/team/");
  const logo = await box(page, "header a[href='/']");
  // Team grid: the wide frame, its left edge on the header logo's (90rem wrap less 2.5rem gutters).
  expect(await box(page, "main ul:has(img)")).toEqual({ left: 40, width: 1360 });
  expect(logo.left).toBe(40);
  // The call-to-action band: the full width of the window.
  expect(await box(page, "main section:has(a[href='/#free-consultation'])")).toEqual({ left: 0, width: 1440 });
  // It ends the page, so it sits on the footer with no white strip between them.
  const edges = await page.evaluate(() => ({
    band: Math.round(document.querySelector("main section:has(a[href='/#free-consultation'])")!.getBoundingClientRect().bottom),
    footer: Math.round(document.querySelector("footer")!.getBoundingClientRect().top),
  }));
  expect(edges.footer - edges.band).toBe(0);

  await page.goto("/services/digital/seo/");
  // The page's text: 46rem, on the wide frame's left edge, under the hero's heading (it once started
  // at 352 while the heading started at 40).
  expect(await box(page, "main [data-rich-text]")).toEqual({ left: 40, width: 736 });
  expect((await box(page, "main h1")).left).toBe(40);
  // A page that opens with text has its title (in the same column as any breadcrumbs) over that text.
  await page.goto("/terms/");
  expect((await box(page, "main h1")).left).toBe(40);
  expect(await box(page, "main [data-rich-text]")).toEqual({ left: 40, width: 736 });
});

// Every inner page's heading, text, buttons and accordions start on one left edge at 1440.
for (const path of ["/about/", "/services/", "/services/digital/", "/services/digital/email-marketing/", "/about/team/", "/contact/", "/work/"]) {
  test(`at 1440px ${path} has one left edge: 40px for its heading and its text`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    const lefts = await page
      // What starts a column: its blocks. Text inside a block's own box (Contact's opening-hours card) is inset on purpose.
      .locator("main h1, main [data-column='reading'] > *, main [data-column='wide'] > *")
      .evaluateAll((elements) => [...new Set(elements.map((element) => Math.round(element.getBoundingClientRect().left)))]);
    expect(lefts).toEqual([40]);
  });
}

test("at 390px every column keeps the 20px gutters and the band still runs edge to edge", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/about/team/");
  expect(await box(page, "main ul:has(img)")).toEqual({ left: 20, width: 350 });
  expect(await box(page, "main section:has(a[href='/#free-consultation'])")).toEqual({ left: 0, width: 390 });
  await page.goto("/services/digital/seo/");
  expect(await box(page, "main [data-rich-text]")).toEqual({ left: 20, width: 350 });
});
