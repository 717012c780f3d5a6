import type { Browser } from "@playwright/test";
import { startStaticServer, type StaticServer } from "../../src/serve/static-server";
import { writeGatsbyLikeSite } from "../fixtures/gatsby-like-site";
import { launchChromium, watchViolations } from "../helpers/chromium";
import { makeTempDir, removeDir } from "../helpers/temp-dir";
import { waitUntil } from "../helpers/wait-for-status";

// Real Chromium enforcing the server's headers on the Gatsby-like fixture (it stands in for a
// real Gatsby build; the site's own e2e repeats this on the real output). Chromium is required,
// not optional: the project's test command installs it when missing.
describe("Chromium enforces the computed CSP on Gatsby-like pages", () => {
  let dir: string;
  let server: StaticServer;
  let browser: Browser;

  beforeAll(async () => {
    dir = makeTempDir("browser");
    writeGatsbyLikeSite(dir, { buildId: "20250114-093012-045-7f3a" });
    server = await startStaticServer({ root: dir, port: 0 });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    removeDir(dir);
  });

  test.each(["/", "/about/", "/blog/hello-world/", "/nope/"])("%s: every inline script runs, zero violations", async (url) => {
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    const response = await page.goto(`${server.url}${url}`, { waitUntil: "load" });
    expect(response?.status()).toBe(url === "/nope/" ? 404 : 200);
    const ran = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return {
        loader: typeof w.pagePath,
        chunkMap: typeof w.___chunkMapping,
        crlf: w.__crlfScript,
        module: w.__imageScript,
        bundle: document.documentElement.dataset.app,
        runtime: w.__runtime,
      };
    });
    expect(ran).toEqual({
      loader: "string",
      chunkMap: "string",
      crlf: "ran",
      module: "native",
      bundle: url === "/nope/" ? "/404.html" : url,
      runtime: true,
    });
    expect(violations).toEqual([]);
    await page.close();
  });

  test("control: a script the page did not ship is blocked and reported", async () => {
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    await page.goto(`${server.url}/about/`, { waitUntil: "load" });
    // The browser's own report of the blocked script (the listener is in place before the script).
    const reported = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener("securitypolicyviolation", (event) => resolve(event.violatedDirective), { once: true });
          const s = document.createElement("script");
          s.textContent = "window.__injected = true;";
          document.body.appendChild(s);
          // An inline script that is allowed runs as it is inserted.
          if ((window as unknown as { __injected?: boolean }).__injected) resolve("none: the injected script ran");
        }),
    );
    expect(reported).toMatch(/^script-src/);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    // watchViolations hears of it through an exposed function, a round trip to this process: wait for it to arrive.
    await waitUntil(
      async () => violations.length,
      (count) => count > 0,
      "Chromium reports a violation",
      10_000,
    );
    expect(violations.join("\n")).toMatch(/script-src/);
    await page.close();
  });
});
