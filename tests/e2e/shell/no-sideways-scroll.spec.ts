import { expect, test } from "@playwright/test";
import { DESKTOP, MOBILE, openShell, prepareContext, shellData } from "./shell-page";

test.beforeEach(async ({ context, page }) => {
  await prepareContext(context);
  // Every section at its final state in the full-page picture.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

for (const viewport of [DESKTOP, MOBILE]) {
  const mode = viewport.width >= 1280 ? "desktop" : "mobile";
  // The full-page pictures are attached to the report for people to review; what a test can judge is the layout.
  test(`home and a nested page fit ${viewport.width}px without sideways scrolling (screenshots attached)`, async ({ page }, testInfo) => {
    const { nested } = await shellData();
    await page.setViewportSize(viewport);
    for (const [name, path] of [
      ["home", "/"],
      ["page", nested.path],
    ] as const) {
      await openShell(page, path, mode);
      await page.evaluate(() => document.fonts.ready);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.page, `${path} is no wider than the viewport`).toBeLessThanOrEqual(widths.viewport);
      const image = await page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}x${viewport.height}.png`), fullPage: true });
      await testInfo.attach(`${name}-${viewport.width}x${viewport.height}`, { body: image, contentType: "image/png" });
    }
  });
}
