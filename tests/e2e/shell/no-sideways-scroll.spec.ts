import { expect, test } from "@playwright/test";
import { DESKTOP, MOBILE, openShell, prepareContext, shellData } from "./shell-page";

test.beforeEach(async ({ context, page }) => {
  await prepareContext(context);
  // Every section at its final place.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

for (const viewport of [DESKTOP, MOBILE]) {
  const mode = viewport.width >= 1280 ? "desktop" : "mobile";
  // What the pictures look like is tests/e2e/visual's job; this one holds at any content the CMS may send.
  test(`home and a nested page fit ${viewport.width}px without sideways scrolling`, async ({ page }) => {
    const { nested } = await shellData();
    await page.setViewportSize(viewport);
    for (const path of ["/", nested.path]) {
      await openShell(page, path, mode);
      await page.evaluate(() => document.fonts.ready);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.page, `${path} is no wider than the viewport`).toBeLessThanOrEqual(widths.viewport);
    }
  });
}
