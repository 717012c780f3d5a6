import { expect, test } from "@playwright/test";
import { keepTrafficLocal, acceptConsentBeforeLoad } from "../support/consent";
import { cumulativeLayoutShift, DESKTOP, MOBILE, openShell } from "./shell-page";

test.describe("theme: self-hosted fonts, no layout shift", () => {
  test("the server-rendered HTML carries the global styles: three self-hosted font families with metric-matched fallbacks", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // The site's stylesheet is linked from the head, render-blocking (src/theme/linked-stylesheet.ts); the font faces are inlined.
    const linked = [...html.matchAll(/<link rel="stylesheet" href="(\/styles\.[0-9a-f]+\.css)"\/?>/g)].map((match) => match[1]!);
    expect(linked).toHaveLength(1);
    const sheets = await Promise.all(linked.map(async (href) => (await request.get(href)).text()));
    const css = [...[...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]), ...sheets].join("\n");
    for (const family of ["Inter Variable", "Fraunces Variable", "Space Grotesk Variable"]) {
      expect(css, family).toMatch(new RegExp(`@font-face\\{font-family:'${family}';[^}]*font-display:swap[^}]*src:url\\(/static/[^)]+\\.woff2\\)`));
    }
    for (const fallback of ["Inter Fallback", "Fraunces Fallback", "Space Grotesk Fallback"]) {
      expect(css, fallback).toMatch(new RegExp(`@font-face\\{font-family:'${fallback}';src:local\\([^}]*size-adjust:`));
    }
    // The body's own margin is reset before any script runs (otherwise the page jumps by 8px on hydration).
    expect(css).toMatch(/body\{[^}]*\bmargin:0[;}]/);
    // The critical font files are preloaded from this site.
    expect(html.match(/<link[^>]+rel="preload"[^>]+as="font"[^>]*>/g) ?? []).toHaveLength(3);
  });

  // Every page names French in its language switcher, and French pages are written in it: both are in the preloaded
  // files' characters, so the browser fetches no second file of a family, nor lays the page out again when it lands.
  for (const path of ["/", "/fr/", "/fr/blog/quand-renouveler-votre-marque/", "/fr/services/numerique/seo/"]) {
    test(`${path} fetches no font file beyond the three it preloads`, async ({ page, context }) => {
      await acceptConsentBeforeLoad(context);
      const fetched: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font") fetched.push(new URL(request.url()).pathname);
      });
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState("networkidle");
      const preloaded = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(preloaded).toHaveLength(3);
      expect([...new Set(fetched)].sort()).toEqual([...preloaded].sort());
    });
  }

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`fonts come from this site only and the page does not shift while loading (${viewport.width}px)`, async ({ page, context }) => {
      const { refused } = await keepTrafficLocal(context);
      await acceptConsentBeforeLoad(context);
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font") fonts.push(request.url());
      });
      await page.setViewportSize(viewport);
      await openShell(page, "/", viewport.width >= 1280 ? "desktop" : "mobile");
      await page.evaluate(() => document.fonts.ready);
      const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family.replace(/['"]/g, "")));
      // (Local fallback faces may show up as loaded too; they never cause a request.)
      expect(loaded).toEqual(expect.arrayContaining(["Inter Variable", "Fraunces Variable", "Space Grotesk Variable"]));
      expect(fonts.length).toBeGreaterThan(0);
      for (const url of fonts) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
      expect(refused).toEqual([]);
      // Measured once loading is over: nothing is left in flight, every image in view has arrived (those further
      // down load lazily, on scrolling), and a frame has been drawn since (a shift is recorded with the frame that
      // shows it).
      await page.waitForLoadState("networkidle");
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.images]
              .filter((image) => {
                const box = image.getBoundingClientRect();
                return box.bottom > 0 && box.top < window.innerHeight;
              })
              .every((image) => image.complete),
          ),
        )
        .toBe(true);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await cumulativeLayoutShift(page)).toBeLessThan(0.02);
    });
  }

  // The rest of each typeface's Latin is a second family, next in the stacks (src/theme/fonts.ts): a letter beyond the
  // preloaded files' set still comes in the site's own typeface, not a system font.
  test("a letter beyond the preloaded files (ö, Ł) is drawn in the site's typefaces, from the second family's files", async ({ page, context }) => {
    await acceptConsentBeforeLoad(context);
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fetched.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await page.evaluate(() => {
      const paragraph = document.createElement("p");
      paragraph.id = "beyond-core";
      paragraph.textContent = "Malmö Łódź";
      const heading = document.createElement("h2");
      heading.id = "beyond-core-heading";
      heading.textContent = "Malmö Łódź";
      // Outside the app's root, so no render of the app replaces them.
      document.body.append(heading, paragraph);
    });
    await page.evaluate(() => document.fonts.ready);
    const cdp = await context.newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const fontsOf = async (selector: string) => {
      const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      // One entry per font file drawn from (the core and the full file are both "Inter"): which typefaces, and whether web fonts.
      return [...new Set(fonts.map((font) => `${font.familyName}${font.isCustomFont ? " (web font)" : " (system font)"}`))].sort();
    };
    await expect.poll(() => fontsOf("#beyond-core")).toEqual(["Inter (web font)"]);
    await expect.poll(() => fontsOf("#beyond-core-heading")).toEqual(["Fraunces (web font)"]);
    // The preloaded core file and the full Latin one (for ö, ó), and Latin Extended (for Ł, ź).
    const files = [...new Set(fetched)];
    expect(files.filter((file) => /^\/static\/inter-latin-wght-normal-[0-9a-f]+\.woff2$/.test(file))).toHaveLength(2);
    expect(files.filter((file) => /^\/static\/inter-latin-ext-wght-normal-[0-9a-f]+\.woff2$/.test(file))).toHaveLength(1);
    expect(files.filter((file) => /^\/static\/fraunces-latin-ext-wght-normal-[0-9a-f]+\.woff2$/.test(file))).toHaveLength(1);
  });
});
