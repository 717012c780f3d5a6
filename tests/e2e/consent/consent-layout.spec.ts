import { expect, test, type Locator } from "@playwright/test";
import { keepTrafficLocal } from "../support/consent";
import { openDialog, reopenFromCookiePolicy } from "./consent-page";

// A first-time visitor: the dialog opens on its own.
test.use({ storageState: { cookies: [], origins: [] } });
test.beforeEach(async ({ context }) => keepTrafficLocal(context));

const DECISIONS = ["Accept all", "Accept selected", "Decline all"];
const WITH_CLOSE = [...DECISIONS, "Close"];

const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1440, height: 900 },
];

async function boxes(dialog: Locator, names: string[]) {
  const found = [];
  for (const name of names) {
    const box = await dialog.getByRole("button", { name, exact: true }).boundingBox();
    expect(box, name).not.toBeNull();
    found.push(box!);
  }
  return found;
}

/** Every button fully on screen as the dialog opens: nothing scrolled, inside the window. */
async function expectAllReachable(dialog: Locator, names: string[], viewport: { width: number; height: number }) {
  for (const name of names) await expect(dialog.getByRole("button", { name, exact: true }), name).toBeInViewport({ ratio: 1 });
  for (const box of await boxes(dialog, names)) {
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
}

test.describe("visitor bugs: the consent dialog's buttons are reachable without scrolling", () => {
  for (const viewport of VIEWPORTS) {
    test(`on / at ${viewport.width}×${viewport.height}: Accept all, Accept selected and Decline all are on screen when it opens`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const dialog = await openDialog(page);
      await expectAllReachable(dialog, DECISIONS, viewport);
    });

    test(`on /cookie-policy/ at ${viewport.width}×${viewport.height}: all four buttons on screen, Close not on a row of its own`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const dialog = await reopenFromCookiePolicy(page);
      await expectAllReachable(dialog, WITH_CLOSE, viewport);
      const found = await boxes(dialog, WITH_CLOSE);
      if (viewport.width < 480) {
        // Narrow screens: a deliberate column, every button full width at the same x.
        for (const box of found) {
          expect(Math.abs(box.x - found[0]!.x)).toBeLessThanOrEqual(1);
          expect(Math.abs(box.width - found[0]!.width)).toBeLessThanOrEqual(1);
        }
      } else {
        // Wider: one row, Close included.
        for (const box of found) expect(Math.abs(box.y - found[0]!.y)).toBeLessThanOrEqual(2);
      }
    });
  }
});

test.describe("visitor bugs: the optional categories' state is in view before anything is accepted", () => {
  for (const viewport of VIEWPORTS) {
    test(`on / at ${viewport.width}×${viewport.height}: each category's state shows on screen above the buttons, and follows its box`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const dialog = await openDialog(page);
      const items = dialog.locator("[data-summary-category]");
      const words = () => items.evaluateAll((elements) => elements.map((element) => (element as HTMLElement).innerText));
      await expect.poll(words).toEqual(["Analytics on", "Preferences on", "Marketing on"]);
      const accept = await dialog.getByRole("button", { name: "Accept all", exact: true }).boundingBox();
      for (const item of await items.all()) {
        await expect(item).toBeInViewport({ ratio: 1 });
        const box = await item.boundingBox();
        expect(box!.y + box!.height, "above Accept all").toBeLessThanOrEqual(accept!.y);
      }

      await dialog.getByRole("checkbox", { name: "Marketing" }).uncheck();
      await expect.poll(words).toEqual(["Analytics on", "Preferences on", "Marketing off"]);
    });
  }
});

test.describe("visitor bugs: on a phone held either way, the options and their ticked state show without scrolling the dialog", () => {
  for (const viewport of [
    { width: 360, height: 640 },
    { width: 844, height: 390 },
  ]) {
    test(`on / at ${viewport.width}×${viewport.height}: every category's checkbox and label is on screen, uncovered, as the dialog opens`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const dialog = await openDialog(page);
      expect(await dialog.evaluate((element) => element.scrollTop), "the dialog itself is not scrolled").toBe(0);
      // SPEC's order: heading, intro, the four categories, then the buttons.
      expect(await dialog.getByRole("checkbox").evaluateAll((boxes) => boxes.map((box) => box.closest("label")?.textContent?.trim()))).toEqual([
        "Necessary",
        "Analytics",
        "Preferences",
        "Marketing",
      ]);
      for (const name of ["Necessary", "Analytics", "Preferences", "Marketing"]) {
        const checkbox = dialog.getByRole("checkbox", { name, exact: true });
        await expect(checkbox, name).toBeChecked();
        await expect(checkbox, name).toBeInViewport({ ratio: 1 });
        const label = dialog.locator("label").filter({ has: page.getByRole("checkbox", { name, exact: true }) });
        await expect(label, name).toBeInViewport({ ratio: 1 });
        await expect(label, name).toHaveText(name);
        // What is painted at the box and at the label's last letter is the option itself, not the button bar over it.
        const uncovered = await label.evaluate((element) => {
          const input = element.querySelector("input")!.getBoundingClientRect();
          const text = element.getBoundingClientRect();
          const at = (x: number, y: number) => document.elementFromPoint(x, y);
          return {
            box: at(input.x + input.width / 2, input.y + input.height / 2) === element.querySelector("input"),
            label: element.contains(at(text.right - 4, text.y + text.height / 2)),
          };
        });
        expect(uncovered, name).toEqual({ box: true, label: true });
      }
      await expectAllReachable(dialog, DECISIONS, viewport);

      // The ticked state is what the visitor sees change, and the choice is kept.
      await dialog.getByRole("checkbox", { name: "Marketing", exact: true }).uncheck();
      await expect(dialog.getByRole("checkbox", { name: "Marketing", exact: true })).not.toBeChecked();
      expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);
      await dialog.getByRole("button", { name: "Accept selected", exact: true }).click();
      await expect(dialog).toBeHidden();
      expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem("consentMode")))!)).toMatchObject({
        analytics_storage: "granted",
        ad_storage: "denied",
      });
    });
  }
});
