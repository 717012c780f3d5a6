import { expect, test } from "@playwright/test";
import { acceptConsentBeforeLoad } from "../support/consent";

// docs/runtime.md, "Start-up": the page paints from its HTML and CSS, then the app's scripts are fetched and run.
test.describe("the app starts after the first paint", () => {
  test("the HTML neither preloads nor tags the app's scripts: one starter names runtime, framework and app", async ({ request }) => {
    const html = await (await request.get("/services/digital/seo/")).text();
    expect(html.match(/<link[^>]*as="script"[^>]*rel="preload"[^>]*>/g) ?? []).toEqual([]);
    expect(html.match(/<script[^>]*\basync\b[^>]*>/g) ?? []).toEqual([]);
    const starter = /<script id="gatsby-scripts-after-first-paint">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(starter.match(/"\/[a-z-]+-[0-9a-f]+\.js"/g)?.map((name) => name.replace(/-[0-9a-f]+\.js"$/, "").slice(2))).toEqual([
      "webpack-runtime",
      "framework",
      "app",
    ]);
  });

  test.use({ viewport: { width: 390, height: 844 } });

  test("no script is requested before the first contentful paint, and the page then becomes interactive", async ({ page }) => {
    await acceptConsentBeforeLoad(page);
    await page.goto("/services/digital/seo/");
    const scripts = async () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".js"))
          .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
      );
    await expect.poll(async () => (await scripts()).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    const paint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null);
    expect(paint).not.toBeNull();
    for (const script of await scripts())
      expect({ script: script.name, startedAfterPaint: script.startTime > paint! }).toEqual({ script: script.name, startedAfterPaint: true });

    // Interactive: the header hydrates and chooses its menu, whose toggle (a React handler) opens it.
    await expect(page.locator('header[data-menu-mode="mobile"]')).toBeAttached();
    const toggle = page.getByRole("banner").getByRole("button", { name: "Open navigation menu" });
    await toggle.click();
    await expect(page.getByRole("banner").getByRole("button", { name: "Close navigation menu" })).toHaveAttribute("aria-expanded", "true");
  });

  test("the update check's code is fetched after the page's own code has arrived, and the check then reads builds/latest.json", async ({ page }) => {
    await acceptConsentBeforeLoad(page);
    const startupRead = page.waitForResponse("**/builds/latest.json");
    await page.goto("/services/digital/seo/");
    await startupRead;
    const timing = await page.evaluate(() => {
      const entry = (part: string) =>
        performance.getEntriesByType("resource").find((one) => new URL(one.name).pathname.startsWith(part)) as PerformanceResourceTiming | undefined;
      const pageCode = entry("/component---src-templates-page-tsx-");
      const updateCheck = entry("/update-check-");
      return pageCode && updateCheck ? { pageCodeArrived: pageCode.responseEnd, updateCheckRequested: updateCheck.startTime } : null;
    });
    expect(timing).not.toBeNull();
    expect(timing!.updateCheckRequested).toBeGreaterThan(timing!.pageCodeArrived);
  });
});

test("a first visit's start never touches session storage: a tab's first touch waits on the browser process (docs/runtime.md)", async ({ page }) => {
  await page.addInitScript(() => {
    // Chromium defines the accessor on the window itself, not on Window.prototype.
    const storage = Object.getOwnPropertyDescriptor(window, "sessionStorage")!;
    const touches: string[] = [];
    (window as unknown as { sessionStorageTouches: string[] }).sessionStorageTouches = touches;
    Object.defineProperty(window, "sessionStorage", {
      configurable: true,
      get() {
        touches.push(new Error("sessionStorage").stack ?? "(no stack)");
        return storage.get!.call(this);
      },
    });
  });
  // The update check's first read comes once the app has mounted and the browser was idle: the start is over.
  const startupRead = page.waitForResponse("**/builds/latest.json");
  await page.goto("/services/digital/seo/");
  await expect(page.locator("header[data-menu-mode]")).toBeAttached();
  await startupRead;
  expect(await page.evaluate(() => (window as unknown as { sessionStorageTouches: string[] }).sessionStorageTouches)).toEqual([]);
});

test("the start writes no language: <html lang> comes from the HTML, and any write of it restyles the whole page (docs/runtime.md)", async ({ page }) => {
  await page.addInitScript(() => {
    const writes: string[] = [];
    (window as unknown as { langWrites: string[] }).langWrites = writes;
    // The parser's own attributes make no records: only a script's writes (even of the same value) do.
    new MutationObserver((records) => {
      for (const record of records)
        writes.push(`${(record.target as Element).tagName}: ${record.oldValue} → ${(record.target as Element).getAttribute("lang")}`);
    }).observe(document, { subtree: true, attributeFilter: ["lang"], attributeOldValue: true });
  });
  const startupRead = page.waitForResponse("**/builds/latest.json");
  await page.goto("/fr/services/numerique/seo/");
  await expect(page.locator("header[data-menu-mode]")).toBeAttached();
  await startupRead;
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  expect(await page.evaluate(() => (window as unknown as { langWrites: string[] }).langWrites)).toEqual([]);
});
