import { expect, test } from "@playwright/test";
import { headlineOf } from "../support/cms";
import { acceptConsentBeforeLoad } from "../support/consent";
import { isSameDocument, markDocument, waitForApp } from "./runtime-page";

test.beforeEach(async ({ page }) => acceptConsentBeforeLoad(page));

test.describe("navigation behaviour", () => {
  test("the view scrolls to the top on a route change", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await markDocument(page);
    await page.locator('footer a[href="/contact/"]').first().click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.locator("main h1")).toHaveText(await headlineOf("/contact/"));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await isSameDocument(page)).toBe(true);
  });

  test("a URL with a hash scrolls to its element", async ({ page }) => {
    await page.goto("/contact/");
    await waitForApp(page);
    await page.locator('a[href="/#free-consultation"]').first().click();
    await expect(page).toHaveURL(/\/#free-consultation$/);
    const section = page.locator("#free-consultation");
    await expect(section).toBeInViewport();
    await expect.poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });

  test("page transitions are out-in: the old page has left before the new one enters", async ({ page }) => {
    await page.goto("/contact/");
    await waitForApp(page);
    await page.evaluate(() => {
      const log: string[] = [];
      (window as unknown as { __transitions: string[] }).__transitions = log;
      // The wrapper is looked up at every change rather than held: a hydration that React redoes on a slow
      // machine replaces it, and an observer on the old element would see nothing of the navigation.
      new MutationObserver(() => {
        const wrapper = document.querySelector("[data-page-transition]");
        log.push(
          `${wrapper?.getAttribute("data-page-transition")}:${document.querySelectorAll("main h1").length}:${document.querySelector("main h1")?.textContent}`,
        );
      }).observe(document.body, { attributes: true, attributeFilter: ["data-page-transition"], childList: true, subtree: true });
    });
    const [from, to] = [await headlineOf("/contact/"), await headlineOf("/about/")];
    await page.locator('footer a[href="/about/"]').first().click();
    await expect(page.locator("main h1")).toHaveText(to);
    const log = await page.evaluate(() => (window as unknown as { __transitions: string[] }).__transitions);
    const leaving = log.findIndex((entry) => entry === `leaving:1:${from}`);
    const entered = log.findIndex((entry) => entry.endsWith(`:${to}`));
    expect(leaving).toBeGreaterThanOrEqual(0);
    expect(entered).toBeGreaterThan(leaving);
    // Never two pages at once.
    expect(log.every((entry) => !entry.split(":")[1] || Number(entry.split(":")[1]) <= 1)).toBe(true);
  });

  test("under reduced motion the transition is instant", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/contact/");
    await waitForApp(page);
    await page.evaluate(() => {
      const phases: string[] = [];
      (window as unknown as { __phases: string[] }).__phases = phases;
      const wrapper = document.querySelector("[data-page-transition]")!;
      new MutationObserver(() => phases.push(wrapper.getAttribute("data-page-transition") ?? "")).observe(wrapper, { attributes: true });
    });
    await page.locator('footer a[href="/about/"]').first().click();
    await expect(page.locator("main h1")).toHaveText(await headlineOf("/about/"));
    expect(await page.evaluate(() => (window as unknown as { __phases: string[] }).__phases)).not.toContain("leaving");
  });

  test("a loading state starts and ends around a slow navigation", async ({ page }) => {
    // No prefetching (data saving), so the click is what loads the page data, slowly.
    await page.addInitScript(() => Object.defineProperty(navigator, "connection", { configurable: true, get: () => ({ saveData: true }) }));
    // The page data is held until the loading state has been seen: as slow as the test needs, and no slower.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/page-data/about/page-data.json", async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto("/contact/");
    await waitForApp(page);
    await page.locator('footer a[href="/about/"]').first().click();
    await expect(page.locator("[data-page-loading]")).toBeVisible();
    await expect(page.locator("main")).toHaveAttribute("aria-busy", "true");
    answer();
    await expect(page.locator("main h1")).toHaveText(await headlineOf("/about/"));
    await expect(page.locator("[data-page-loading]")).toHaveCount(0);
    await expect(page.locator("main")).not.toHaveAttribute("aria-busy", "true");
  });

  test("navigating to an external URL without the external flag is refused: not allowed by default", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto("/contact/");
    await waitForApp(page);
    await page.evaluate(() => (window as unknown as { ___navigate(to: string): void }).___navigate("https://elsewhere.example/"));
    await expect.poll(() => errors.join("\n")).toContain("is not allowed by default");
    await expect(page).toHaveURL(/\/contact\/$/);
  });
});
