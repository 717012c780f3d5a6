import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import type { Result } from "lighthouse";
import { int } from "@agency/shared/env";
import { freePort } from "../../scripts/lib/child";
import { chromiumLaunchOptions } from "../../scripts/lib/chromium-launch";
import { ARTIFACTS, ROOT } from "../../scripts/lib/test-suites";
import { BLANK_HOME, type BenchPage } from "./pages";
import { pagesBesideBlank, type ServedSites } from "./served-sites";
import { markdownTable, median } from "./tables";

/** Runs per page; LIGHTHOUSE_RUNS=10 shows whether a layout shift is intermittent. */
export const LIGHTHOUSE_RUNS = int(process.env, "LIGHTHOUSE_RUNS", 3, 1);
/**
 * Lighthouse's CPU slowdown (its default mobile setting is 4); LIGHTHOUSE_CPU_SLOWDOWN=8 stands for a phone about twice
 * as slow, where the cost of starting the app shows most (issue 48).
 */
export const CPU_SLOWDOWN = int(process.env, "LIGHTHOUSE_CPU_SLOWDOWN", 4, 1);
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
  /** Each layout shift's element and Lighthouse's root causes (web font, unsized image), when CLS is above 0. */
  shifts: string[];
  /** The main thread's tasks over 50 ms (Lighthouse's long-tasks audit): the script they ran, when, how long. */
  longTasks: string[];
}

interface LongTaskItem {
  url?: string;
  startTime?: number;
  duration?: number;
}

interface ShiftItem {
  node?: { selector?: string; snippet?: string };
  score?: number;
  subItems?: { items: Array<{ cause?: string; extra?: { value?: string; selector?: string } }> };
}

/**
 * One run of the lighthouse CLI against the browser listening on `port`. A child process on plain Node, because
 * Lighthouse sends its own functions' source into the page, and tsx's transform would add helpers the page lacks.
 */
function runLighthouse(url: string, port: number): Promise<Result> {
  const cli = join(ROOT, "node_modules", "lighthouse", "cli", "index.js");
  const args = [
    url,
    `--port=${port}`,
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    `--only-categories=${CATEGORIES.join(",")}`,
    `--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`,
  ];
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
    shifts: ((lhr.audits["layout-shifts"]?.details as { items?: ShiftItem[] } | undefined)?.items ?? []).map((item) => {
      const causes = (item.subItems?.items ?? []).map((sub) => `${sub.cause ?? "?"} ${sub.extra?.value ?? sub.extra?.selector ?? ""}`.trim());
      return `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? item.node?.snippet ?? "(no element)"}${causes.length ? ` ← ${causes.join("; ")}` : ""}`;
    }),
    longTasks: ((lhr.audits["long-tasks"]?.details as { items?: LongTaskItem[] } | undefined)?.items ?? []).map(
      (task) => `${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)} ms: ${scriptName(task.url)}`,
    ),
  };
}

/** A long task's script by file name; Lighthouse names some tasks "Unattributable" or by a non-URL label. */
function scriptName(url: string | undefined): string {
  if (!url) return "(no script)";
  if (!URL.canParse(url)) return url;
  return new URL(url).pathname.split("/").pop() || url;
}

/**
 * Lighthouse's default config (mobile: Moto G Power screen, simulated slow 4G and 4× CPU slowdown) against the
 * project's Chromium, started by Playwright with the flags this machine needs plus a DevTools port Lighthouse
 * connects to. The pages take turns, round by round (the blank site first in each round), so every page is measured
 * in the same minutes as the blank site it is compared with. Figures are the median of `LIGHTHOUSE_RUNS` runs; CLS
 * also as its worst run and the count of runs above 0, with each shift's element and cause printed as it happens.
 * The CPU benchmark index is printed because TBT scales with it: Lighthouse's docs (docs/throttling.md) place a
 * high-end desktop, which the 4× slowdown turns into a mid-tier phone, at 1500–2000; on a slower host the same page
 * blocks longer.
 */
export async function lighthousePart(sites: ServedSites): Promise<string> {
  const port = await freePort();
  const options = chromiumLaunchOptions();
  const browser = await chromium.launch({ ...options, args: [...options.args, `--remote-debugging-port=${port}`] });
  mkdirSync(REPORTS, { recursive: true });
  const pages = pagesBesideBlank(sites);
  const runs = new Map<BenchPage, Figures[]>(pages.map(([page]) => [page, []]));
  try {
    // A fresh browser's first page load is slower than any later one, whichever page it is: not counted.
    await withRetries(() => runLighthouse(sites.blank + BLANK_HOME.path, port));
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
      for (const [page, origin] of pages) {
        const lhr = await withRetries(() => runLighthouse(origin + page.path, port));
        writeFileSync(join(REPORTS, `${page.label.replace(/\W+/g, "-")}-${run}.json`), JSON.stringify(lhr));
        const figures = figuresOf(lhr);
        runs.get(page)!.push(figures);
        console.log(
          `[lighthouse] ${page.label} run ${run}: performance ${figures.scores[0]}, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}, CPU index ${Math.round(figures.benchmarkIndex)}`,
        );
        for (const shift of figures.shifts) console.log(`[lighthouse]   layout shift ${shift}`);
        for (const task of figures.longTasks) console.log(`[lighthouse]   long task ${task}`);
      }
    }
  } finally {
    await browser.close();
  }
  const blankTbt = median(runs.get(BLANK_HOME)!.map((figures) => figures.tbtMs));
  const rows = pages.map(([page]) => {
    const figures = runs.get(page)!;
    const mid = (pick: (figures: Figures) => number) => median(figures.map(pick));
    const worstCls = Math.max(...figures.map((one) => one.cls));
    return [
      page.label,
      page.path,
      ...CATEGORIES.map((_, index) => String(mid((one) => one.scores[index]!))),
      `${(mid((one) => one.lcpMs) / 1000).toFixed(1)} s`,
      `${mid((one) => one.cls).toFixed(3)} (worst ${worstCls.toFixed(3)}, ${figures.filter((one) => one.cls > 0).length}/${figures.length} above 0)`,
      `${Math.round(mid((one) => one.tbtMs))} ms (${(mid((one) => one.tbtMs) / Math.max(blankTbt, 1)).toFixed(1)}× blank)`,
      `${Math.round(mid((one) => one.benchmarkIndex))} (${Math.round(Math.min(...figures.map((one) => one.benchmarkIndex)))}–${Math.round(Math.max(...figures.map((one) => one.benchmarkIndex)))})`,
    ];
  });
  return markdownTable(["page", "path", "performance", "accessibility", "best practices", "SEO", "LCP", "CLS", "TBT", "CPU benchmark index (range)"], rows);
}
