import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import type { Result } from "lighthouse";
import { freePort } from "../../scripts/lib/child";
import { chromiumLaunchOptions } from "../../scripts/lib/chromium-launch";
import { ARTIFACTS, ROOT } from "../../scripts/lib/test-suites";
import { BLANK_HOME, SITE_PAGES, type BenchPage } from "./pages";
import type { ServedSites } from "./served-sites";
import { markdownTable, median } from "./tables";

const RUNS = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
// Each run's full report, for finding where the time goes (open one in https://googlechrome.github.io/lighthouse/viewer/).
const REPORTS = join(ARTIFACTS, "bench-lighthouse");

interface Figures {
  scores: number[];
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's reading of the host's CPU speed; its 4× slowdown assumes a high-end desktop (1500–2000). */
  benchmarkIndex: number;
}

/**
 * One run of the lighthouse CLI against the browser listening on `port`. A child process on plain Node, because
 * Lighthouse sends its own functions' source into the page, and tsx's transform would add helpers the page lacks.
 */
function runLighthouse(url: string, port: number): Promise<Result> {
  const cli = join(ROOT, "node_modules", "lighthouse", "cli", "index.js");
  const args = [url, `--port=${port}`, "--output=json", "--output-path=stdout", "--quiet", `--only-categories=${CATEGORIES.join(",")}`];
  const env = { ...process.env };
  delete env.NODE_OPTIONS; // tsx's loader, when it came that way
  const child = spawn(process.execPath, [cli, ...args], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => {
      if (code === 0) resolve(JSON.parse(Buffer.concat(stdout).toString("utf8")) as Result);
      else reject(new Error(`lighthouse ${url} exited ${code}: ${Buffer.concat(stderr).toString("utf8").slice(-2000)}`));
    });
  });
}

/** Lighthouse's own advice on a runtime error (a trace without a navigation start, say) is to run it again. */
async function withRetries<T>(attempt: () => Promise<T>, retries = 2): Promise<T> {
  for (let left = retries; ; left -= 1) {
    try {
      return await attempt();
    } catch (error) {
      if (left === 0) throw error;
      console.warn(`[lighthouse] ${(error as Error).message.split("\n")[0]}; running it again`);
    }
  }
}

function figuresOf(lhr: Result): Figures {
  const audit = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined)
      throw new Error(`Lighthouse ran ${lhr.finalDisplayedUrl} without the ${id} audit (${lhr.runtimeError?.message ?? "no error given"})`);
    return value;
  };
  return {
    scores: CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)),
    lcpMs: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbtMs: audit("total-blocking-time"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * Lighthouse's default config (mobile: Moto G Power screen, simulated slow 4G and 4× CPU slowdown) against the
 * project's Chromium, started by Playwright with the flags this machine needs plus a DevTools port Lighthouse
 * connects to. Each page runs `RUNS` times; every figure is the median of its runs. The CPU benchmark index is
 * printed because TBT scales with it: Lighthouse's docs (docs/throttling.md) place a high-end desktop, which the 4×
 * slowdown turns into a mid-tier phone, at 1500–2000; on a slower host the same page blocks longer.
 */
export async function lighthousePart(sites: ServedSites): Promise<string> {
  const port = await freePort();
  const options = chromiumLaunchOptions();
  const browser = await chromium.launch({ ...options, args: [...options.args, `--remote-debugging-port=${port}`] });
  mkdirSync(REPORTS, { recursive: true });
  const pages: [BenchPage, string][] = [
    [BLANK_HOME, sites.blank],
    ...SITE_PAGES.filter((page) => page.label !== "404").map((page): [BenchPage, string] => [page, sites.site]),
  ];
  const rows: string[][] = [];
  try {
    // A fresh browser's first page load is slower than any later one, whichever page it is: not counted.
    await withRetries(() => runLighthouse(sites.blank + BLANK_HOME.path, port));
    for (const [page, origin] of pages) {
      const runs: Figures[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const lhr = await withRetries(() => runLighthouse(origin + page.path, port));
        writeFileSync(join(REPORTS, `${page.label.replace(/\W+/g, "-")}-${run}.json`), JSON.stringify(lhr));
        runs.push(figuresOf(lhr));
        console.log(`[lighthouse] ${page.label} run ${run}: performance ${runs.at(-1)!.scores[0]}`);
      }
      const mid = (pick: (figures: Figures) => number) => median(runs.map(pick));
      rows.push([
        page.label,
        page.path,
        ...CATEGORIES.map((_, index) => String(mid((figures) => figures.scores[index]!))),
        `${(mid((figures) => figures.lcpMs) / 1000).toFixed(1)} s`,
        mid((figures) => figures.cls).toFixed(3),
        `${Math.round(mid((figures) => figures.tbtMs))} ms`,
        String(Math.round(mid((figures) => figures.benchmarkIndex))),
      ]);
    }
  } finally {
    await browser.close();
  }
  return markdownTable(["page", "path", "performance", "accessibility", "best practices", "SEO", "LCP", "CLS", "TBT", "CPU benchmark index"], rows);
}
