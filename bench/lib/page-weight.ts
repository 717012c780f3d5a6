import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { chromiumLaunchOptions } from "../../scripts/lib/chromium-launch";
import { BLANK_HOME, SITE_PAGES, type BenchPage } from "./pages";
import type { ServedSites } from "./served-sites";
import { kib, markdownTable } from "./tables";

interface Weight {
  status: number;
  scripts: number;
  jsRaw: number;
  jsGzip: number;
  stylesheets: number;
  cssGzip: number;
  htmlGzip: number;
}

// After the load event, 2 s more: page weight counts what a page still fetches once it has loaded (bench/README.md).
const IDLE_AFTER_LOAD_MS = 2_000;
const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/**
 * What a browser downloads for one URL, in a fresh context (empty cache), until the load event plus 2 s:
 * every script and stylesheet body, raw and gzip level 9 (what a CDN serves), and the document itself
 * (gzip; the CSS Gatsby inlines is in it).
 */
async function weigh(browser: Browser, url: string): Promise<Weight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<{ type: string; raw: number; gzip: number } | null>[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet" && type !== "document") return;
    bodies.push(
      response.body().then(
        (body) => ({ type, raw: body.length, gzip: gzipSize(body) }),
        () => null, // a redirect or an aborted request has no body
      ),
    );
  });
  try {
    const response = await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(IDLE_AFTER_LOAD_MS);
    const seen = (await Promise.all(bodies)).filter((body) => body !== null);
    const of = (type: string) => seen.filter((body) => body.type === type);
    const sum = (type: string, key: "raw" | "gzip") => of(type).reduce((total, body) => total + body[key], 0);
    return {
      status: response?.status() ?? 0,
      scripts: of("script").length,
      jsRaw: sum("script", "raw"),
      jsGzip: sum("script", "gzip"),
      stylesheets: of("stylesheet").length,
      cssGzip: sum("stylesheet", "gzip"),
      htmlGzip: sum("document", "gzip"),
    };
  } finally {
    await context.close();
  }
}

/** Page weight of every template beside the blank Gatsby site's home; the ratio is first-load JS (gzip) to the blank home's. */
export async function pageWeightPart(sites: ServedSites): Promise<string> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const rows: [BenchPage, Weight][] = [[BLANK_HOME, await weigh(browser, sites.blank + BLANK_HOME.path)]];
    for (const page of SITE_PAGES) rows.push([page, await weigh(browser, sites.site + page.path)]);
    const reference = rows[0]![1].jsGzip;
    return markdownTable(
      ["page", "path", "status", "JS gzip", "× blank (JS)", "CSS gzip", "JS raw", "scripts / stylesheets", "HTML gzip"],
      rows.map(([page, weight]) => [
        page === BLANK_HOME ? `${page.label} (${sites.gatsbyVersion})` : page.label,
        page.path,
        String(weight.status),
        kib(weight.jsGzip),
        page === BLANK_HOME ? "1.00×" : `${(weight.jsGzip / reference).toFixed(2)}×`,
        kib(weight.cssGzip),
        kib(weight.jsRaw),
        `${weight.scripts} / ${weight.stylesheets}`,
        kib(weight.htmlGzip),
      ]),
    );
  } finally {
    await browser.close();
  }
}
