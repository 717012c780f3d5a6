import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { keepTrafficLocal } from "../support/consent";
import { openDialog } from "./consent-page";

test.use({ storageState: { cookies: [], origins: [] } });

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

for (const width of [1440, 390]) {
  test(`axe: no violations with the consent dialog open at ${width}px`, async ({ page, context }) => {
    await keepTrafficLocal(context);
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await page.goto("/");
    const dialog = await openDialog(page);
    // With the Learn more texts disclosed too, so their contrast and names are checked.
    for (const learnMore of await dialog.getByRole("button", { name: /^Learn more/ }).all()) await learnMore.click();
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    expect(summary).toEqual([]);
  });

  test(`the dialog fits a ${width}px screen: no sideways scrolling, every action reachable`, async ({ page, context }) => {
    await keepTrafficLocal(context);
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await page.goto("/");
    const dialog = await openDialog(page);
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    for (const name of ["Accept all", "Accept selected", "Decline all"]) {
      const button = dialog.getByRole("button", { name });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport();
    }
  });
}
