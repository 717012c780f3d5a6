import { expect, test, type Page } from "@playwright/test";
import { controlled, header, MOBILE, menuToggle, openMobileMenu as openMenu, openShell, prepareContext, shellData } from "./shell-page";

test.use({ viewport: MOBILE });
test.beforeEach(async ({ context }) => prepareContext(context));

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe("header at 390×844 (full-screen menu)", () => {
  test("a hamburger labelled Open navigation menu opens a full-screen menu; the page is scrolled to the top and locked", async ({ page }) => {
    const { main } = await shellData();
    await openShell(page, "/", "mobile");
    await page.mouse.wheel(0, 900);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(200);

    const toggle = page.getByRole("button", { name: "Open navigation menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panel = await openMenu(page);
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
    expect(await scrollY(page)).toBe(0);
    const box = await panel.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: MOBILE.width, height: MOBILE.height });
    for (const entry of main) await expect(panel.getByText(entry.title, { exact: true }).first(), entry.title).toBeVisible();
    await expect(panel.getByRole("link", { name: "Free 1 hour consultation" })).toBeVisible();

    // Locked: wheeling and keyboard scrolling leave the page where it is. The page records both inputs and any
    // scrolling of the document; once both inputs have arrived and two frames have been drawn, a scroll they
    // started would have begun.
    await page.evaluate(() => {
      const seen: { inputs: string[]; scrolled: number } = { inputs: [], scrolled: 0 };
      (window as unknown as { __lockProbe: typeof seen }).__lockProbe = seen;
      window.addEventListener("wheel", () => seen.inputs.push("wheel"), { passive: true });
      window.addEventListener("keydown", (event) => seen.inputs.push(event.key));
      document.addEventListener("scroll", () => (seen.scrolled += 1), { passive: true });
    });
    await page.mouse.move(200, 600);
    await page.mouse.wheel(0, 1200);
    await page.keyboard.press("PageDown");
    const probe = () => page.evaluate(() => (window as unknown as { __lockProbe: { inputs: string[]; scrolled: number } }).__lockProbe);
    await expect.poll(async () => (await probe()).inputs).toEqual(["wheel", "PageDown"]);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await probe()).toMatchObject({ scrolled: 0 });
    expect(await scrollY(page)).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

    await menuToggle(page).click();
    await expect(panel).toBeHidden();
    await expect(menuToggle(page)).toHaveAccessibleName("Open navigation menu");
    await page.mouse.wheel(0, 900);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
  });

  test("a submenu opens with a Back button labelled Back to main navigation menu", async ({ page }) => {
    const { parent } = await shellData();
    await openShell(page, "/", "mobile");
    const panel = await openMenu(page);
    const byRole = panel.getByRole("button", { name: parent.title, exact: true });
    // Read what it controls while it is visible, and keep a locator that still finds it once the main list
    // slides away (role locators skip hidden elements).
    const submenu = await controlled(page, byRole);
    const trigger = page.locator(`[aria-controls="${await byRole.getAttribute("aria-controls")}"]`);
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const back = submenu.getByRole("button", { name: "Back to main navigation menu" });
    await expect(back).toBeVisible();
    await expect(back).toBeFocused();
    for (const child of parent.items.filter((item) => item.path)) await expect(submenu.getByRole("link", { name: child.title, exact: true })).toBeVisible();
    // The main list slid away: its entries cannot be reached while the submenu is shown.
    await expect(trigger).toBeHidden();

    await back.click();
    await expect(submenu).toBeHidden();
    await expect(trigger).toBeVisible();
    await expect(trigger).toBeFocused();
  });

  test("Escape closes the submenu, then the menu, returning focus to what opened each", async ({ page }) => {
    const { parent } = await shellData();
    await openShell(page, "/", "mobile");
    const panel = await openMenu(page);
    const trigger = panel.getByRole("button", { name: parent.title, exact: true });
    await trigger.click();
    await page.keyboard.press("Escape");
    await expect(await controlled(page, trigger)).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });

  test("following a menu link closes the menu and unlocks scrolling", async ({ page }) => {
    const { parent, child, leaf } = await shellData();
    await openShell(page, "/", "mobile");
    let panel = await openMenu(page);
    await panel.getByRole("link", { name: leaf.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${leaf.path}$`));
    await expect(panel).toBeHidden();

    panel = await openMenu(page);
    await panel.getByRole("button", { name: parent.title, exact: true }).click();
    await panel.getByRole("link", { name: child.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${child.path}$`));
    await expect(panel).toBeHidden();
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
    await page.mouse.wheel(0, 600);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  });

  test("the consultation link in the menu closes it and lands on #free-consultation", async ({ page }) => {
    await openShell(page, "/about/", "mobile");
    const panel = await openMenu(page);
    await panel.getByRole("link", { name: "Free 1 hour consultation" }).click();
    await expect(page).toHaveURL(/\/#free-consultation$/);
    await expect(panel).toBeHidden();
    await expect(page.locator("#free-consultation")).toBeInViewport();
  });

  test("focus stays inside the menu while it is open", async ({ page }) => {
    await openShell(page, "/", "mobile");
    await openMenu(page);
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press(step % 3 === 2 ? "Shift+Tab" : "Tab");
      expect(await header(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    // The page behind is inert: not focusable, not clickable, not read out.
    await expect(page.locator("main")).toHaveAttribute("inert", "");
  });

  test("the logo and the toggle fade away when menu content scrolls beneath them", async ({ page }) => {
    const { parent } = await shellData();
    // A short screen, so the menu has content to scroll.
    await page.setViewportSize({ width: MOBILE.width, height: 480 });
    await openShell(page, "/", "mobile");
    const panel = await openMenu(page);
    await panel.getByRole("button", { name: parent.title, exact: true }).click();
    // The brand (logo link and wordmark) fades as one.
    const logo = header(page).getByRole("link", { name: "Go to homepage" }).locator("..");
    const opacity = (locator: typeof logo) => locator.evaluate((element) => Number(getComputedStyle(element).opacity));
    expect(await opacity(logo)).toBe(1);
    expect(await panel.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await panel.evaluate((element) => element.scrollTo({ top: 200 }));
    await expect.poll(() => opacity(logo)).toBe(0);
    await expect.poll(() => opacity(menuToggle(page))).toBe(0);
    await panel.evaluate((element) => element.scrollTo({ top: 0 }));
    await expect.poll(() => opacity(logo)).toBe(1);
    await expect.poll(() => opacity(menuToggle(page))).toBe(1);
  });

  test("the active top-level item is marked in the menu", async ({ page }) => {
    const { parent, leaf, nested } = await shellData();
    await openShell(page, nested.path, "mobile");
    const panel = await openMenu(page);
    await expect(panel.getByRole("button", { name: parent.title, exact: true })).toHaveAttribute("aria-current", "true");
    await expect(panel.getByRole("link", { name: leaf.title, exact: true })).not.toHaveAttribute("aria-current", /.+/);
    const colour = (name: string) =>
      panel
        .getByText(name, { exact: true })
        .first()
        .evaluate((element) => getComputedStyle(element).color);
    expect(await colour(parent.title)).not.toBe(await colour(leaf.title));
  });

  test("under reduced motion the menu opens and closes without animating", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openShell(page, "/", "mobile");
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    const panel = await controlled(page, menuToggle(page));
    await expect(panel).toBeVisible();
    // Every frame from the close click until the panel is hidden: an animation would show opacities between 0 and 1.
    const frames = panel.evaluate(
      (element) =>
        new Promise<{ opacities: string[]; visibility: string }>((resolve) => {
          const opacities: string[] = [];
          const started = performance.now();
          const sample = () => {
            const style = getComputedStyle(element);
            opacities.push(style.opacity);
            if (style.visibility === "hidden" || performance.now() - started > 5_000) resolve({ opacities, visibility: style.visibility });
            else requestAnimationFrame(sample);
          };
          requestAnimationFrame(sample);
        }),
    );
    await menuToggle(page).click();
    const { opacities, visibility } = await frames;
    expect(visibility).toBe("hidden");
    expect(opacities.filter((opacity) => opacity !== "0" && opacity !== "1")).toEqual([]);
  });
});
