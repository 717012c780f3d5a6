import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, MOBILE, header, openShell, prepareContext } from "./shell-page";

test.beforeEach(async ({ context }) => prepareContext(context));

// On a long phone page the header once scrolled away with the menu and the consultation link.
const bottomOf = async (page: Page) => {
  const box = await header(page).boundingBox();
  return box!.y + box!.height;
};

test.describe("the compact sticky header on phones", () => {
  for (const viewport of [{ width: 360, height: 640 }, MOBILE]) {
    test(`at ${viewport.width}×${viewport.height} it hides on scrolling down, comes back on scrolling up with the menu and the consultation link, and fits`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openShell(page, "/", "mobile");
      const consultation = header(page).getByRole("link", { name: "Free 1 hour consultation" });
      await expect(consultation).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await page.mouse.wheel(0, 2400);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
      await expect.poll(() => bottomOf(page), "hidden above the window").toBeLessThanOrEqual(0);

      await page.mouse.wheel(0, -300);
      await expect
        .poll(() =>
          header(page)
            .boundingBox()
            .then((box) => box!.y),
        )
        .toBe(0);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
      await expect(header(page).getByRole("button", { name: "Open navigation menu" })).toBeInViewport({ ratio: 1 });
      await consultation.click();
      await expect(page).toHaveURL(/\/#free-consultation$/);
    });
  }

  test("under reduced motion it stays in place while the page scrolls down", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize(MOBILE);
    await openShell(page, "/", "mobile");
    await page.mouse.move(195, 400);
    await page.mouse.wheel(0, 2400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await expect(header(page)).toHaveAttribute("data-hidden", "");
    expect(
      await header(page)
        .boundingBox()
        .then((box) => box!.y),
    ).toBe(0);
    await expect(header(page).getByRole("button", { name: "Open navigation menu" })).toBeInViewport({ ratio: 1 });
  });

  test("keyboard focus in the header brings it back", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await openShell(page, "/", "mobile");
    await page.mouse.move(195, 400);
    await page.mouse.wheel(0, 2400);
    await expect.poll(() => bottomOf(page)).toBeLessThanOrEqual(0);
    await header(page).getByRole("button", { name: "Open navigation menu" }).focus();
    await expect
      .poll(() =>
        header(page)
          .boundingBox()
          .then((box) => box!.y),
      )
      .toBe(0);
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
