import { expect, test } from "@playwright/test";
import { controlled, DESKTOP, header, mainNav, menuToggle, openShell, prepareContext, shellData } from "./shell-page";

test.use({ viewport: DESKTOP });
test.beforeEach(async ({ context }) => prepareContext(context));

test.describe("header at 1440×900 (desktop bar)", () => {
  test("logo links home, the main navigation comes from the CMS, the round link promotes the consultation", async ({ page }) => {
    const { main } = await shellData();
    await openShell(page, "/about/", "desktop");
    await expect(menuToggle(page)).toHaveCount(0);
    const nav = mainNav(page);
    await expect(nav).toBeVisible();
    for (const entry of main) {
      const control =
        entry.items.length > 0 ? nav.getByRole("button", { name: entry.title, exact: true }) : nav.getByRole("link", { name: entry.title, exact: true });
      await expect(control, entry.title).toBeVisible();
    }
    // A disclosure pattern, not an ARIA menu.
    await expect(page.locator('[role="menu"], [role="menubar"], [role="menuitem"]')).toHaveCount(0);

    await header(page).getByRole("link", { name: "Go to homepage" }).click();
    await expect(page).toHaveURL(/\/$/);

    const round = header(page).getByRole("link", { name: "Free 1 hour consultation" });
    await expect(round).toBeVisible();
    // Round as a pill, so its words fit on one line at a size a person can read (the 84 px disc's 11.8 px text did not).
    await expect(round).toHaveCSS("border-radius", "999px");
    await expect(round).toHaveCSS("font-size", "17px");
    await round.click();
    await expect(page).toHaveURL(/\/#free-consultation$/);
    await expect(page.locator("#free-consultation")).toBeInViewport();
  });

  test("an item with children opens a full-width panel with its pages and a Close button", async ({ page }) => {
    const { parent } = await shellData();
    await openShell(page, "/", "desktop");
    const trigger = mainNav(page).getByRole("button", { name: parent.title, exact: true });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    const panel = await controlled(page, trigger);
    await expect(panel).toBeHidden();

    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box!.x).toBeLessThanOrEqual(0.5);
    expect(box!.width).toBeGreaterThanOrEqual(DESKTOP.width - 20);
    for (const child of parent.items.filter((item) => item.path)) {
      await expect(panel.getByRole("link", { name: child.title, exact: true }), child.title).toBeVisible();
    }
    await expect(panel.getByRole("link", { name: `${parent.title} overview` })).toHaveAttribute("href", parent.path);

    await panel.getByRole("button", { name: "Close" }).click();
    await expect(panel).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("keyboard: Enter opens, Tab enters the panel, Escape closes it and returns focus; Space toggles", async ({ page }) => {
    const { parent } = await shellData();
    await openShell(page, "/", "desktop");
    const trigger = mainNav(page).getByRole("button", { name: parent.title, exact: true });
    const panel = await controlled(page, trigger);
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: `${parent.title} overview` })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("following a link in the panel closes it; a click outside closes it too", async ({ page }) => {
    const { parent, child } = await shellData();
    await openShell(page, "/", "desktop");
    const trigger = mainNav(page).getByRole("button", { name: parent.title, exact: true });
    const panel = await controlled(page, trigger);
    await trigger.click();
    // Below the panel: the footer is outside the menu.
    await page.getByRole("contentinfo").click({ position: { x: 5, y: 5 } });
    await expect(panel).toBeHidden();

    await trigger.click();
    await panel.getByRole("link", { name: child.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${child.path}$`));
    await expect(panel).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("the active top-level item is marked, visibly and with aria-current, when the current path includes its path", async ({ page }) => {
    const { parent, leaf, nested } = await shellData();
    await openShell(page, nested.path, "desktop");
    const trigger = mainNav(page).getByRole("button", { name: parent.title, exact: true });
    await expect(trigger).toHaveAttribute("aria-current", "true");
    const leafLink = mainNav(page).getByRole("link", { name: leaf.title, exact: true });
    await expect(leafLink).not.toHaveAttribute("aria-current", /.+/);
    const marker = (locator: typeof trigger) => locator.evaluate((element) => getComputedStyle(element, "::after").getPropertyValue("content"));
    expect(await marker(trigger)).not.toBe("none");
    expect(await marker(leafLink)).toBe("none");

    await openShell(page, leaf.path, "desktop");
    await expect(mainNav(page).getByRole("link", { name: leaf.title, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(mainNav(page).getByRole("button", { name: parent.title, exact: true })).not.toHaveAttribute("aria-current", /.+/);
  });

  test("one panel at a time, and under reduced motion it opens and closes without animating", async ({ page }) => {
    const { main } = await shellData();
    const parents = main.filter((entry) => entry.items.length > 0);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openShell(page, "/", "desktop");
    const first = mainNav(page).getByRole("button", { name: parents[0]!.title, exact: true });
    const panel = await controlled(page, first);
    await first.click();
    // Instant: fully shown in the same frame, no intermediate opacity.
    expect(await panel.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
    if (parents[1]) {
      const second = mainNav(page).getByRole("button", { name: parents[1].title, exact: true });
      await second.click();
      await expect(first).toHaveAttribute("aria-expanded", "false");
      await expect(panel).toBeHidden();
      await expect(await controlled(page, second)).toBeVisible();
    }
  });
});
