import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { acceptConsentBeforeLoad, keepTrafficLocal } from "../support/consent";
import { navigationTree, publishedPages, type NavigationEntry } from "../support/cms";

/** The two widths the shell is specified for (desktop menu from 1280px). */
export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/** Every shell test: no traffic leaves the machine and a consent decision is stored, so no dialog covers the page. */
export async function prepareContext(context: BrowserContext): Promise<void> {
  await keepTrafficLocal(context);
  await acceptConsentBeforeLoad(context);
}

/** Loads a page and waits until the header has hydrated and chosen its menu mode. */
export async function openShell(page: Page, path: string, mode: "desktop" | "mobile"): Promise<void> {
  await page.goto(path);
  await expect(page.locator(`header[data-menu-mode="${mode}"]`)).toBeAttached();
}

export const header = (page: Page) => page.getByRole("banner");
export const mainNav = (page: Page) => header(page).getByRole("navigation", { name: "Main" });
export const menuToggle = (page: Page) => header(page).getByRole("button", { name: /^(Open|Close) navigation menu$/ });

/** The element a disclosure button controls. */
export async function controlled(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute("aria-controls");
  expect(id, "a disclosure button names what it controls").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** Opens the mobile menu and waits until its opening animation has ended; answers the menu panel. */
export async function openMobileMenu(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Open navigation menu" }).click();
  const panel = await controlled(page, menuToggle(page));
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("navigation", { name: "Main" })).toBeVisible();
  // Until the opening animation ends, part of the menu is still clipped, and a click there would make
  // Playwright scroll the menu looking for a clickable point.
  await expect
    .poll(() =>
      panel.evaluate((element) => [element, ...element.querySelectorAll("[data-menu-entry]")].every((part) => getComputedStyle(part).opacity === "1")),
    )
    .toBe(true);
  return panel;
}

export interface ShellData {
  main: NavigationEntry[];
  /** A top-level entry with children, and one of its children that is a page. */
  parent: NavigationEntry & { path: string };
  child: NavigationEntry & { path: string };
  /** A top-level entry without children. */
  leaf: NavigationEntry & { path: string };
  /** The deepest page under `parent`'s path (for the active-item checks). */
  nested: { path: string; title: string };
}

/** The main navigation as editors set it up, and the pages the checks need. */
export async function shellData(): Promise<ShellData> {
  const [main, pages] = await Promise.all([navigationTree("main-navigation"), publishedPages()]);
  const parent = main.find((entry) => entry.path && entry.items.some((child) => child.path && !child.external));
  const child = parent?.items.find((item) => item.path && !item.external);
  const leaf = main.find((entry) => entry.items.length === 0 && entry.path && !entry.external && entry.path !== "/");
  if (!parent?.path || !child?.path || !leaf?.path) throw new Error("the seeded main navigation needs an entry with child pages and a leaf page");
  const nested = pages.filter((page) => page.path !== parent.path && page.path.startsWith(parent.path!)).sort((a, b) => b.depth - a.depth)[0];
  if (!nested) throw new Error(`no page lives below ${parent.path}`);
  return { main, parent: parent as ShellData["parent"], child: child as ShellData["child"], leaf: leaf as ShellData["leaf"], nested };
}

/** Sum of layout-shift scores the page has seen (excluding shifts right after input). */
export async function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}
