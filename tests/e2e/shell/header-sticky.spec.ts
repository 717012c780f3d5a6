import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, MOBILE, header, openShell, prepareContext } from "./shell-page";

test.beforeEach(async ({ context }) => prepareContext(context));

// A long post (about 5,600px at 1440): the header once scrolled away with the consultation link on desktop, and hid on
// phones while reading on.
const LONG_POST = "/blog/paid-social-on-a-small-budget/";

const headerBox = async (page: Page) => {
  const box = await header(page).boundingBox();
  return { top: box!.y, bottom: box!.y + box!.height };
};

/**
 * The layout shift since `since` (performance.now()): what scrolling caused, apart from the page's load (a late web
 * font on a loaded machine is the load's, not the header's).
 */
const shiftSince = (page: Page, since: number) =>
  page.evaluate(
    (start) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput && entry.startTime >= start) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
    since,
  );
const now = (page: Page) => page.evaluate(async () => (await document.fonts.ready, performance.now()));

const consultation = (page: Page) => header(page).getByRole("link", { name: "Free 1 hour consultation" });

async function scrollDown(page: Page, viewport: { width: number; height: number }, pixels: number) {
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await page.mouse.wheel(0, pixels);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(pixels - 10);
}

test.describe("visitor bugs: the header stays on screen, compact once the page scrolls, without moving the page", () => {
  for (const [viewport, mode] of [
    [DESKTOP, "desktop"],
    [MOBILE, "mobile"],
    [{ width: 360, height: 640 }, "mobile"],
  ] as const) {
    test(`at ${viewport.width}×${viewport.height} on a long post: after scrolling 3,000px the header and its consultation link are on screen, compact, and nothing shifted`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openShell(page, LONG_POST, mode);
      await expect(consultation(page)).toBeInViewport({ ratio: 1 });
      const full = await headerBox(page);
      expect(full.top).toBe(0);
      await expect(header(page)).not.toHaveAttribute("data-compact");

      const beforeScroll = await now(page);
      await scrollDown(page, viewport, 3000);
      await expect(header(page)).toHaveAttribute("data-compact", "");
      await expect(header(page)).toBeInViewport();
      await expect(consultation(page)).toBeInViewport({ ratio: 1 });
      if (mode === "mobile") await expect(header(page).getByRole("button", { name: "Open navigation menu" })).toBeInViewport({ ratio: 1 });
      else await expect(header(page).getByRole("navigation", { name: "Main" })).toBeInViewport({ ratio: 1 });
      // Compact: the header's top strip has scrolled out of view, the rest holds the window's top edge.
      await expect.poll(async () => (await headerBox(page)).bottom).toBeLessThan(full.bottom);
      expect((await headerBox(page)).bottom).toBeGreaterThanOrEqual(mode === "desktop" ? 64 : 56);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // The compact header keeps its box in the page's flow: scrolling moved nothing. Below 0.001 is sub-pixel rounding
      // (every CLS report shows it as 0.00); a header that changed the flow would shift the whole page, 0.1 and more.
      expect(await shiftSince(page, beforeScroll)).toBeLessThan(0.001);

      // Back at the top it is the full header again.
      const beforeBack = await now(page);
      await page.mouse.wheel(0, -4000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(header(page)).not.toHaveAttribute("data-compact");
      expect(await headerBox(page)).toEqual(full);
      expect(await shiftSince(page, beforeBack)).toBeLessThan(0.001);
    });
  }

  for (const [viewport, mode] of [
    [DESKTOP, "desktop"],
    [MOBILE, "mobile"],
  ] as const) {
    test(`at ${viewport.width}px an in-page anchor's target lands below the header, not under it`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // The consultation link from far down a long post: /#free-consultation, scrolled to by the app.
      await openShell(page, LONG_POST, mode);
      await scrollDown(page, viewport, 3000);
      await consultation(page).click();
      await expect(page).toHaveURL(/\/#free-consultation$/);
      const section = page.locator("#free-consultation");
      await expect(section).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await expect.poll(async () => (await section.boundingBox())!.y - (await headerBox(page)).bottom).toBeGreaterThanOrEqual(0);

      // The same anchor opened directly: the browser's own scroll to it.
      await page.goto("/#free-consultation");
      await expect(page.locator(`header[data-menu-mode="${mode}"]`)).toBeAttached();
      await expect(section).toBeInViewport();
      await expect.poll(async () => (await section.boundingBox())!.y - (await headerBox(page)).bottom).toBeGreaterThanOrEqual(0);
      // Away from the link, whose hover tilt would reach past the window's edge.
      await page.mouse.move(viewport.width / 2, viewport.height - 10);
      await expect(consultation(page)).toBeInViewport({ ratio: 1 });
    });
  }

  test("on a phone scrolled down, the menu opens from the compact header as it does at the top", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await openShell(page, LONG_POST, "mobile");
    await scrollDown(page, MOBILE, 3000);
    await header(page).getByRole("button", { name: "Open navigation menu" }).click();
    await expect(header(page).getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header(page)).not.toHaveAttribute("data-compact");
    await header(page).getByRole("button", { name: "Close navigation menu" }).click();
    await expect(header(page).getByRole("navigation", { name: "Main" })).toBeHidden();
  });
});

test("desktop: the consultation link reads at body size, on one line", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openShell(page, "/", "desktop");
  const link = header(page).getByRole("link", { name: "Free 1 hour consultation" });
  await expect(link).toHaveCSS("font-size", "17px");
  const box = await link.boundingBox();
  // One line of 17px type at line-height 1.2 plus padding: well under two lines.
  expect(box!.height).toBeLessThan(50);
  expect(box!.width).toBeGreaterThan(box!.height * 3);
});
