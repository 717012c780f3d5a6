import { expect, test, type Page } from "@playwright/test";
import { headlineOf } from "../support/cms";
import { acceptConsentBeforeLoad } from "../support/consent";
import { countDocumentLoads, isSameDocument, markDocument, waitForApp } from "./runtime-page";

test.beforeEach(async ({ page }) => acceptConsentBeforeLoad(page));

/**
 * A round trip through the page and the server: a reload the page started before it has been seen here by the
 * time it ends (or it ends early, the page being replaced, which the count of loads then shows).
 */
async function roundTrip(page: Page) {
  await page.evaluate(() => fetch(`/page-data/app-data.json?round-trip=${Date.now()}`).then(() => undefined)).catch(() => undefined);
}

test.describe("faults (docs/runtime.md)", () => {
  test("a code chunk that fails to load reloads the target path exactly once", async ({ page }) => {
    // The page's own clock, so the 10-second reload window can be run through instead of waited out.
    await page.clock.install();
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    // The blog-post template's chunk never loads, as after a deploy removed it.
    await page.route(/component---src-templates-blog-post-tsx-.*\.js$/, (route) => route.abort("failed"));
    await page.goto("/blog/");
    await waitForApp(page);
    const href = (await page.locator("main article h2 a").first().getAttribute("href"))!;
    const loads = countDocumentLoads(page, href);
    await page.locator("main article h2 a").first().click();
    await expect.poll(loads).toBe(1);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    // The reloaded page cannot start either, and inside the window the guard refuses to reload it again.
    await expect.poll(() => errors.join("\n")).toContain(`The code for ${href} failed to load again within 10 seconds; not reloading.`);
    // No loop later either: past the window, nothing reloads it.
    await page.clock.runFor(11_000);
    await roundTrip(page);
    expect(loads()).toBe(1);
  });

  test("page data that fails to load logs a warning and the app stays usable", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
    await page.route("**/page-data/about/page-data.json", (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.goto("/contact/");
    await waitForApp(page);
    await markDocument(page);
    await page.locator('footer a[href="/about/"]').first().click();
    await expect.poll(() => warnings.join("\n")).toContain("Page data for /about/ could not be loaded");
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.locator("[data-page-loading]")).toHaveCount(0);
    // Still usable: another link navigates in-app.
    await page.locator('footer a[href="/work/"]').first().click();
    await expect(page.locator("main h1")).toHaveText(await headlineOf("/work/"));
    expect(await isSameDocument(page)).toBe(true);
  });

  test("a page that throws while rendering shows the server-error view; the next navigation clears it", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    // Malformed data makes the page template throw (its blocks are not a list).
    await page.route("**/page-data/about/page-data.json", async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { result: { data: { strapiPage: { content: unknown } } } };
      json.result.data.strapiPage.content = 42;
      await route.fulfill({ response, json });
    });
    await page.goto("/contact/");
    await waitForApp(page);
    await page.locator('footer a[href="/about/"]').first().click();
    await expect(page.getByRole("alert")).toContainText("500");
    await expect(page.locator("main h1")).toHaveText("Internal Server Error");
    expect(errors.join("\n")).toContain("A page failed to render");
    await page.locator('footer a[href="/work/"]').first().click();
    await expect(page.locator("main h1")).toHaveText(await headlineOf("/work/"));
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});

test.describe("update check", () => {
  test("after builds/latest.json changes and an hour passes, the next navigation is a full page load", async ({ page }) => {
    await page.clock.install();
    let latest: { id: string; timestamp: number } | undefined;
    await page.route("**/builds/latest.json", async (route) => {
      if (!latest) return route.continue();
      return route.fulfill({ json: latest, headers: { "cache-control": "no-store" } });
    });
    // One second after start the page reads builds/latest.json to learn which build it was served from.
    const startupRead = page.waitForResponse("**/builds/latest.json");
    await page.goto("/contact/");
    await waitForApp(page);
    await startupRead;

    // Before anything changed, links navigate in-app.
    await markDocument(page);
    await page.locator('footer a[href="/about/"]').first().click();
    await expect(page.locator("main h1")).toHaveText(await headlineOf("/about/"));
    expect(await isSameDocument(page)).toBe(true);

    // A new build goes live, but nothing reloads until the hourly check has seen it and the visitor navigates.
    // fastForward jumps like a laptop lid closed for a while (due timers fire once), instead of playing
    // every animation frame of the hour, which takes longer than the test's timeout on a busy machine.
    latest = { id: "a-newer-build", timestamp: Date.now() };
    await page.clock.fastForward(59 * 60 * 1000);
    expect(await isSameDocument(page)).toBe(true);
    const checked = page.waitForRequest("**/builds/latest.json");
    await page.clock.fastForward(60 * 1000 + 1);
    await checked;
    expect(await isSameDocument(page)).toBe(true);

    await page.locator('footer a[href="/work/"]').first().click();
    await expect(page).toHaveURL(/\/work\/$/);
    await expect(page.locator("main h1")).toHaveText(await headlineOf("/work/"));
    expect(await isSameDocument(page)).toBe(false);
  });
});
