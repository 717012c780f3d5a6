import { expect, test, type Page } from "@playwright/test";
import { pageBlocks, publishedPages } from "../support/cms";
import { cumulativeLayoutShift, DESKTOP, openShell, prepareContext } from "./shell-page";

test.use({ viewport: DESKTOP });
test.beforeEach(async ({ context }) => prepareContext(context));

type Marked = Window & { __shellMarker?: string };
const mark = (page: Page) => page.evaluate(() => ((window as Marked).__shellMarker = "same document"));
const marker = (page: Page) => page.evaluate(() => (window as Marked).__shellMarker);

interface AccordionBlock {
  heading?: string | null;
  items: { label: string; starts_open?: boolean | null }[];
}
interface ButtonBlock {
  label: string;
  page?: { documentId: string } | null;
}

test.describe("content blocks", () => {
  test("a rich-text link to a page of the site navigates in-app, without a full reload", async ({ page }) => {
    const pages = await publishedPages();
    await openShell(page, "/", "desktop");
    const link = page.locator('main [data-rich-text] a[href^="/"]').first();
    const href = (await link.getAttribute("href"))!;
    const target = pages.find((candidate) => candidate.path === `${href.replace(/\/$/, "")}/`);
    expect(target, `the rich-text link ${href} leads to a published page`).toBeDefined();
    let documentRequests = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document") documentRequests += 1;
    });
    await mark(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target!.path}$`));
    await expect(page.locator("main h1")).toHaveText(target!.headline);
    expect(await marker(page)).toBe("same document");
    expect(documentRequests).toBe(0);
  });

  test("external rich-text links open safely", async ({ page }) => {
    // It visits every published page (16 in the full seed): a bound on a hang, not a speed limit.
    test.setTimeout(120_000);
    for (const { path } of await publishedPages()) {
      await page.goto(path);
      for (const link of await page.locator('main [data-rich-text] a[href^="http"]').all()) {
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveAttribute("target", "_blank");
      }
    }
    // No unsafe protocol anywhere in the built pages' links and images.
    await page.goto("/");
    const unsafe = await page.locator('a[href^="javascript:" i], a[href^="data:" i], a[href^="vbscript:" i], img[src^="javascript:" i]').count();
    expect(unsafe).toBe(0);
  });

  test("a #cookie-consent-preferences link reopens the consent dialog instead of navigating", async ({ page }) => {
    await openShell(page, "/cookie-policy/", "desktop");
    const link = page.locator('main [data-rich-text] a[href="#cookie-consent-preferences"]').first();
    await expect(link).toBeVisible();
    await mark(page);
    await link.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(new URL(page.url()).hash).toBe("");
    expect(await marker(page)).toBe("same document");
  });

  test("accordion: WAI-ARIA pattern, may start open, toggles with a 0.3 s height animation", async ({ page }) => {
    const accordion = (await pageBlocks("home")).find((block) => block.__component === "blocks.accordion") as AccordionBlock | undefined;
    expect(accordion, "the home page has an accordion").toBeDefined();
    await page.emulateMedia({ reducedMotion: "no-preference" });
    // The page's clock is ours, so the animation is checked at set moments, not by the wall clock of a busy machine.
    await page.clock.install();
    await openShell(page, "/", "desktop");
    for (const item of accordion!.items) {
      const button = page.getByRole("button", { name: item.label, exact: true });
      await expect(button).toHaveAttribute("aria-expanded", item.starts_open ? "true" : "false");
      const region = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
      await expect(region).toHaveAttribute("role", "region");
      await expect(region).toHaveAttribute("aria-labelledby", (await button.getAttribute("id"))!);
      if (item.starts_open) await expect(region).toBeVisible();
      else await expect(region).toBeHidden();
      expect(await button.evaluate((element) => element.parentElement?.tagName)).toMatch(/^H[2-6]$/);
    }

    const closed = accordion!.items.find((item) => !item.starts_open)!;
    const button = page.getByRole("button", { name: closed.label, exact: true });
    const region = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
    await button.scrollIntoViewIfNeeded();
    // gsap arrives when the pointer first reaches the accordion (docs/architecture.md, "Motion"), as a visitor's does
    // before a click; a click that beat it would toggle instantly.
    await button.hover();
    await expect(button.locator("xpath=ancestor::*[@data-motion][1]")).toHaveAttribute("data-motion", "ready");
    // It grows over 0.3 s: still opening 0.2 s after the click, fully open at 0.35 s.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const height = () => region.evaluate((element) => element.getBoundingClientRect().height);
    await button.click();
    await page.clock.runFor(200);
    const opening = await height();
    const full = await region.evaluate((element) => element.scrollHeight);
    expect(full, "the panel has content").toBeGreaterThan(20);
    expect(opening, "part open after 0.2 s").toBeGreaterThan(0);
    expect(opening, "part open after 0.2 s").toBeLessThan(full - 1);
    await page.clock.runFor(150);
    expect(await height(), "fully open after 0.35 s").toBeCloseTo(full, 0);
    await expect(button).toHaveAttribute("aria-expanded", "true");

    await page.clock.resume();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(region).toBeHidden();
  });

  test("accordion under reduced motion toggles instantly; keyboard works", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openShell(page, "/", "desktop");
    const buttons = page.locator("main [data-accordion-trigger]");
    const first = buttons.first();
    const region = page.locator(`[id="${await first.getAttribute("aria-controls")}"]`);
    const wasOpen = (await first.getAttribute("aria-expanded")) === "true";
    await first.focus();
    await page.keyboard.press("Enter");
    expect(await region.evaluate((element: HTMLElement) => element.hidden)).toBe(wasOpen);
    await page.keyboard.press("ArrowDown");
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(buttons.last()).toBeFocused();
    await page.keyboard.press("Home");
    await expect(first).toBeFocused();
  });

  test("the page button links to the page built from its reference", async ({ page }) => {
    const pages = await publishedPages();
    const button = (await pageBlocks("home")).find((block) => block.__component === "blocks.page-button") as ButtonBlock | undefined;
    expect(button?.page, "the home page has a page button").toBeTruthy();
    const target = pages.find((candidate) => candidate.documentId === button!.page!.documentId)!;
    await openShell(page, "/", "desktop");
    const link = page.getByRole("link", { name: button!.label });
    await expect(link).toHaveAttribute("href", target.path);
    await mark(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target.path}$`));
    await expect(page.locator("main h1")).toHaveText(target.headline);
    expect(await marker(page)).toBe("same document");
  });

  test("the anchor section gives #free-consultation a target on the home page", async ({ page }) => {
    await page.goto("/#free-consultation");
    const section = page.locator("section#free-consultation");
    await expect(section).toHaveCount(1);
    await expect(section).toBeInViewport();
  });
});

test.describe("scroll-driven animations", () => {
  test("sections below the fold enter as they are scrolled to, loaded after first paint, without layout shift", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto("/");
    const html = (await response!.text()) ?? "";
    await expect(page.locator("header[data-menu-mode]")).not.toHaveAttribute("data-menu-mode", "pending");
    // The animation code is its own chunk, requested by the running page, never loaded or preloaded by the HTML.
    await expect.poll(() => scripts.some((path) => /scroll-reveal/.test(path))).toBe(true);
    expect(html).not.toMatch(/<script[^>]*src="[^"]*scroll-reveal/);
    expect(html.match(/<link[^>]*scroll-reveal[^>]*>/g)?.filter((tag) => /rel="(preload|modulepreload)"/.test(tag)) ?? []).toEqual([]);

    // Sections on screen at load are left alone; the first one below the fold waits, transparent.
    await expect.poll(() => page.locator('[data-reveal="pending"]').count()).toBeGreaterThan(0);
    const first = page.locator("[data-reveal]").first();
    await expect(first).toHaveAttribute("data-reveal", "pending");
    expect(await first.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(DESKTOP.height);
    expect(await first.evaluate((element) => getComputedStyle(element).opacity)).toBe("0");
    await first.scrollIntoViewIfNeeded();
    await expect(first).toHaveAttribute("data-reveal", "done");
    expect(await first.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");

    // Scroll down in steps, each one finished before the next, then let every section that came into view finish
    // its entrance: the shifts measured are those of the whole reveal.
    for (let step = 0; step < 6; step += 1) {
      const { y, bottom } = await page.evaluate(() => ({ y: window.scrollY, bottom: document.documentElement.scrollHeight - window.innerHeight }));
      await page.mouse.wheel(0, 500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(Math.min(y + 500, bottom) - 1);
    }
    await expect
      .poll(() =>
        page
          .locator("[data-reveal]")
          .evaluateAll(
            (sections) =>
              sections.filter((section) => section.getBoundingClientRect().top < window.innerHeight * 0.9 && section.dataset.reveal !== "done").length,
          ),
      )
      .toBe(0);
    expect(await cumulativeLayoutShift(page)).toBeLessThan(0.02);
  });

  test("none under reduced motion: nothing hidden, no animation code loaded", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await openShell(page, "/", "desktop");
    // With motion allowed the page imports the animation code in an idle callback queued when it started (the
    // consent decision is already stored). Once an idle callback queued after that one has run, the import
    // would have been made: its script is then in flight or loaded.
    const animationCode = await page.evaluate(
      () =>
        new Promise<{ inFlight: boolean; loaded: boolean }>((resolve) =>
          window.requestIdleCallback(() =>
            resolve({
              inFlight: document.querySelector('script[src*="scroll-reveal"]') !== null,
              loaded: performance.getEntriesByType("resource").some((entry) => /scroll-reveal/.test(entry.name)),
            }),
          ),
        ),
    );
    expect(animationCode).toEqual({ inFlight: false, loaded: false });
    expect(scripts.filter((path) => /scroll-reveal/.test(path))).toEqual([]);
    await expect(page.locator("[data-reveal]")).toHaveCount(0);
    const hidden = await page
      .locator("main section, main [data-rich-text]")
      .evaluateAll(
        (elements) => elements.filter((element) => getComputedStyle(element).opacity !== "1" || getComputedStyle(element).visibility === "hidden").length,
      );
    expect(hidden).toBe(0);
  });
});
