import { expect, test } from "@playwright/test";
import { DESKTOP, MOBILE, openShell, prepareContext, shellData } from "./shell-page";

test.beforeEach(async ({ context, page }) => {
  await prepareContext(context);
  // Every section at its final state in the full-page picture.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

for (const viewport of [DESKTOP, MOBILE]) {
  const mode = viewport.width >= 1280 ? "desktop" : "mobile";
  test(`screenshots of home and a page at ${viewport.width}×${viewport.height}`, async ({ page }, testInfo) => {
    const { nested } = await shellData();
    await page.setViewportSize(viewport);
    for (const [name, path] of [
      ["home", "/"],
      ["page", nested.path],
    ] as const) {
      await openShell(page, path, mode);
      await page.evaluate(() => document.fonts.ready);
      const file = testInfo.outputPath(`${name}-${viewport.width}x${viewport.height}.png`);
      const image = await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${name}-${viewport.width}x${viewport.height}`, { body: image, contentType: "image/png" });
      expect(image.byteLength).toBeGreaterThan(10_000);
    }
  });
}
