import { expect, test, type Page, type Route } from "@playwright/test";
import { acceptConsentBeforeLoad } from "../support/consent";
import { waitForApp } from "./runtime-page";

test.beforeEach(async ({ page }) => acceptConsentBeforeLoad(page));

/** The page a page-data URL is for ("blog/some-post"), or null for any other URL. */
function pageDataOf(url: string): string | null {
  return /\/page-data\/(.+)\/page-data\.json$/.exec(new URL(url).pathname)?.[1] ?? null;
}

function pageDataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const path = pageDataOf(request.url());
    if (path) seen.push(path);
  });
  return seen;
}

/**
 * Returns once every page-data prefetch link in the head (but the page's own) has reached the network and so
 * `seen` (the browser sends them at idle priority, some time after Gatsby adds them): whatever the page has
 * started is counted by then.
 */
async function prefetchesSent(page: Page, own: string, seen: ReadonlySet<string>) {
  const prefetchLinks = page.locator('head link[rel="prefetch"][href*="/page-data/"]');
  await expect
    .poll(async () =>
      (await prefetchLinks.evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))).filter(
        (href) => pageDataOf(href) !== own && !seen.has(pageDataOf(href)!),
      ),
    )
    .toEqual([]);
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
    // Every prefetch is held until the test lets it go, and the page's own clock drives Gatsby's batches: what is
    // in flight at once is counted exactly, not raced against a slow server.
    await page.clock.install();
    const seen = new Set<string>();
    const held: Route[] = [];
    let most = 0;
    await page.route("**/page-data/**/page-data.json", async (route) => {
      const path = pageDataOf(route.request().url())!;
      if (path === "blog") return route.continue();
      seen.add(path);
      held.push(route);
      most = Math.max(most, held.length);
    });
    await page.goto("/blog/");
    await waitForApp(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await linksReported(page);
    // A batch goes 3 s after the one before it is done. Each round runs the clock twice that long with the held
    // prefetches still out (a batch that did not wait for them would be sent too), counts, then lets them go.
    for (let round = 1; seen.size <= 4 && round <= 8; round += 1) {
      await page.clock.runFor(6_000);
      await prefetchesSent(page, "blog", seen);
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    }
    expect(seen.size).toBeGreaterThan(4);
    expect(most).toBeLessThanOrEqual(4);
    expect(most).toBeGreaterThan(0);
  });
});
