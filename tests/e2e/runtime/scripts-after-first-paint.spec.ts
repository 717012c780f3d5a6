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
});
