import { expect, test, type Page } from "@playwright/test";
import { acceptConsentBeforeLoad } from "../support/consent";
import { waitForApp } from "./runtime-page";

test.beforeEach(async ({ page }) => acceptConsentBeforeLoad(page));

function pageDataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const match = /\/page-data\/(.+)\/page-data\.json$/.exec(new URL(request.url()).pathname);
    if (match) seen.push(match[1]!);
  });
  return seen;
}

/**
 * Returns once a request the page sends now has been seen here: a request the page sent before it (from a
 * script, such as a prefetch by fetch or XMLHttpRequest) has been seen by then too.
 */
async function requestsSettled(page: Page) {
  const probe = `/page-data/app-data.json?settled=${Math.random().toString(36).slice(2)}`;
  await Promise.all([page.waitForRequest((request) => request.url().endsWith(probe)), page.evaluate((url) => void fetch(url), probe)]);
}

/**
 * Returns once the links in view have been reported to the observers Gatsby's links made when the page hydrated
 * (each then queues its prefetch, or does not): an observer made after them reports in the same rendering step
 * or a later one.
 */
async function linksReported(page: Page) {
  await expect(page.locator("header[data-menu-mode]")).not.toHaveAttribute("data-menu-mode", "pending");
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        document.querySelectorAll("a[href]").forEach((link) => observer.observe(link));
      }),
  );
}

async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, "connection", { configurable: true, get: () => value });
  }, connection);
}

test.describe("prefetching visible links", () => {
  test("prefetches the page data of links in view", async ({ page }) => {
    const requested = pageDataRequests(page);
    await page.goto("/blog/");
    await expect.poll(() => requested.filter((path) => path.startsWith("blog/") && path !== "blog").length, { timeout: 15_000 }).toBeGreaterThan(0);
  });

  for (const connection of [
    { name: "data saving", effectiveType: "4g", saveData: true },
    { name: "2g", effectiveType: "2g", saveData: false },
    { name: "slow-2g", effectiveType: "slow-2g", saveData: false },
  ]) {
    test(`does not prefetch on a ${connection.name} connection`, async ({ page }) => {
      // The page's own clock: Gatsby queues the links in view as they are reported and sends a batch of prefetches
      // (up to 4) 3 s later, the next 3 s after that one is done; the test runs the clock past two batches once the
      // links have been reported, instead of waiting for them.
      await page.clock.install();
      await emulateConnection(page, connection);
      const requested = pageDataRequests(page);
      await page.goto("/blog/");
      await waitForApp(page);
      await linksReported(page);
      await page.clock.runFor(7_000);
      // Gatsby prefetches by adding a <link rel="prefetch"> for the page data to the head (the browser may send
      // those requests later, at idle priority): none was added.
      const prefetchLinks = page.locator('head link[rel="prefetch"][href*="/page-data/"]');
      expect(await prefetchLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([]);
      // Nor was any page data asked for but the page's own (the first batch may hold header and footer links
      // rather than posts, so no kind of link is singled out).
      await requestsSettled(page);
      expect(requested.filter((path) => path !== "blog")).toEqual([]);
    });
  }

  test("never more than 4 route preloads in flight", async ({ page }) => {
    let inFlight = 0;
    let most = 0;
    let total = 0;
    await page.route("**/page-data/**/page-data.json", async (route) => {
      if (new URL(route.request().url()).pathname === "/page-data/blog/page-data.json") return route.continue();
      inFlight += 1;
      total += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue().catch(() => undefined);
      inFlight -= 1;
    });
    await page.goto("/blog/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => total, { timeout: 20_000 }).toBeGreaterThan(4);
    expect(most).toBeLessThanOrEqual(4);
    expect(most).toBeGreaterThan(0);
  });
});
