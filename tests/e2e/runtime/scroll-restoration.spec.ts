import { expect, test, type Page } from "@playwright/test";
import { headlineOf } from "../support/cms";
import { acceptConsentBeforeLoad } from "../support/consent";
import { isSameDocument, markDocument, waitForApp } from "./runtime-page";

test.beforeEach(async ({ page }) => acceptConsentBeforeLoad(page));
// A phone-sized window: the text wraps, so even the short contact page is long enough to scroll.
test.use({ viewport: { width: 390, height: 844 } });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls to exactly `y` once the page is settled (not mid-transition), after checking the page is that long. */
async function scrollTo(page: Page, y: number) {
  await expect(page.locator('[data-page-transition="idle"]')).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight), "the page is long enough").toBeGreaterThan(y + 100);
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/** Clicks a link the way a visitor does, without Playwright scrolling it into view first (that would move the page). */
async function follow(page: Page, selector: string) {
  await page.locator(selector).first().dispatchEvent("click");
}

/** Within a few px of the literal position: restoring lands on whole pixels. */
async function expectScrollNear(page: Page, y: number) {
  await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(y - 3);
  await expect.poll(() => scrollY(page)).toBeLessThanOrEqual(y + 3);
}

test.describe("visitor bugs: Back/Forward restores the scroll position", () => {
  test("Back and Forward return to where the visitor was; a new link goes to the top, a hash link to its anchor", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    await markDocument(page);
    const [home, contact, about] = [await headlineOf("/"), await headlineOf("/contact/"), await headlineOf("/about/")];

    await scrollTo(page, 1200);
    await follow(page, 'footer a[href="/contact/"]');
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.locator("main h1")).toHaveText(contact);
    // A new navigation starts at the top.
    await expectScrollNear(page, 0);
    await scrollTo(page, 300);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("main h1")).toHaveText(home);
    await expectScrollNear(page, 1200);

    await page.goForward();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.locator("main h1")).toHaveText(contact);
    await expectScrollNear(page, 300);

    // A fresh link click from a scrolled page: the top, not a remembered position.
    await follow(page, 'footer a[href="/about/"]');
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.locator("main h1")).toHaveText(about);
    await expectScrollNear(page, 0);

    // A link with a hash: its anchor.
    await follow(page, 'a[href="/#free-consultation"]');
    await expect(page).toHaveURL(/\/#free-consultation$/);
    await expect(page.locator("main h1")).toHaveText(home);
    const section = page.locator("#free-consultation");
    await expect.poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(200);
    await expect.poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeGreaterThanOrEqual(0);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);

    // All of it in one document: client-side navigation, and the runtime (not the browser) owns restoring.
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.evaluate(() => window.history.scrollRestoration)).toBe("manual");
  });

  test("a reload returns to where the visitor was; a fresh visit to the same page starts at the top", async ({ page }) => {
    await page.goto("/contact/");
    await waitForApp(page);
    await scrollTo(page, 500);
    await page.reload();
    await waitForApp(page);
    await expectScrollNear(page, 500);

    await page.goto("/contact/");
    await waitForApp(page);
    await expectScrollNear(page, 0);
  });
});
