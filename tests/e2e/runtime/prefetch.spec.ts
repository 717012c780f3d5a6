import { expect, test, type Page } from "@playwright/test";
import { acceptConsentBeforeLoad } from "../support/consent";

test.beforeEach(async ({ page }) => acceptConsentBeforeLoad(page));

function pageDataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const match = /\/page-data\/(.+)\/page-data\.json$/.exec(new URL(request.url()).pathname);
    if (match) seen.push(match[1]!);
  });
  return seen;
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
      await emulateConnection(page, connection);
      const requested = pageDataRequests(page);
      await page.goto("/blog/");
      // Gatsby batches prefetches 3 s after links appear; wait past two batches.
      await page.waitForTimeout(7_000);
      expect(requested.filter((path) => path.startsWith("blog/") && path !== "blog")).toEqual([]);
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
