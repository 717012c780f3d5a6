import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { takeMachineTestLock } from "../../scripts/lib/test-lock";
import { startPublishStack, type PublishStack } from "../../scripts/lib/publish-stack";
import { StrapiEditor } from "../../scripts/lib/strapi-editor";
import type { ActiveBuild, PublisherStatus } from "../../publisher/src/status/status-types";
import { blankBuildFloor } from "./blank-gatsby";
import { markdownTable } from "./tables";

/** Generated pages the scale profile adds beside its posts (cms/src/seed/data/scale/content.ts). */
const SCALE_PAGES = 50;
/** The generated post the editor changes: its slug in the scale profile. */
const EDITED_POST = "scale-post-0001";
/** Publishes timed at each size: one run on a shared 2-core machine moves by several seconds. */
const PUBLISHES = 3;

interface ScaleRow {
  posts: number;
  seedS: number;
  coldS: number;
  peakMb: number;
  outputMb: number;
  files: number;
  publishToLiveS: number;
  publishToLiveRange: string;
  warmBuildS: number;
  warmBuildRange: string;
  publisherSteps: string;
  coldPhases: string;
  warmPhases: string;
  /** The build after a killed one: seconds from the edit to live, and where its workspace came from. */
  recovery: string;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Build scale: for each N, the `scale` seed profile (the full profile, N generated posts each with its own
 * cover image, 50 generated pages) through the real loop — Strapi, the publisher, `gatsby build`. The publisher's
 * first build is the cold build; then one post title is edited through the admin API and timed until visitors get it,
 * three times over (the median publish stands for the size).
 */
export async function buildScalePart(sizes: number[]): Promise<string> {
  // Builds into public/ like the test command: the two take turns.
  const lock = await takeMachineTestLock("another test or bench run on this machine", 60 * 60_000);
  const rows: ScaleRow[] = [];
  let floor: string;
  try {
    floor = await measureFloor();
    console.log(`[bench] ${floor}`);
    for (const posts of sizes) {
      rows.push(await measureScale(posts));
      console.log(`[bench] build scale at ${posts} posts: ${JSON.stringify(rows.at(-1))}`);
    }
  } finally {
    await lock.release();
  }
  const table = markdownTable(
    [
      `posts (+${SCALE_PAGES} pages)`,
      "CMS boot + seed",
      "cold build",
      "peak memory (build)",
      "output",
      `publish → live (one post edit), median of ${PUBLISHES} (range)`,
      "warm build (range)",
      "publisher steps (warm)",
      "after a killed build: publish → live (how it started)",
    ],
    rows.map((row) => [
      String(row.posts),
      `${row.seedS} s`,
      `${row.coldS} s`,
      `${row.peakMb} MB`,
      `${row.outputMb} MB, ${row.files} files`,
      `${row.publishToLiveS} s (${row.publishToLiveRange} s)`,
      `${row.warmBuildS} s (${row.warmBuildRange} s)`,
      row.publisherSteps,
      row.recovery,
    ]),
  );
  const phases = rows.map((row) => `- ${row.posts} posts — cold: ${row.coldPhases}\n- ${row.posts} posts — warm: ${row.warmPhases}`).join("\n");
  return `${table}\n\n${floor}\n\nWhere Gatsby's time goes (its own phase timings from the build log, largest first):\n\n${phases}`;
}

/** The blank Gatsby site's builds on this machine: the least a publish through `gatsby build` can cost here. */
async function measureFloor(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-floor-"));
  try {
    const { coldS, rebuildsS } = await blankBuildFloor(dir);
    const [first, second] = rebuildsS.map((s) => s.toFixed(1));
    return (
      `The floor, on the same machine: a blank two-page Gatsby site with no plugins builds cold in ${coldS.toFixed(1)} s ` +
      `and rebuilds with nothing changed in ${first} s, then ${second} s (webpack's cache filled).`
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measureScale(posts: number): Promise<ScaleRow> {
  const memory = samplePeakBuildMemory();
  const started = Date.now();
  let stack: PublishStack | undefined;
  try {
    stack = await startPublishStack(`bench-scale-${posts}`, {
      profile: "scale",
      cmsEnv: { SEED_SCALE_POSTS: String(posts) },
      // Seeding uploads each post's cover (~0.2 s apiece here) before the CMS first answers.
      cmsBootTimeoutMs: 180_000 + posts * 500,
      // The cold build at 5,000 posts outlasts the publisher's default 10 minutes (sharp alone: 8 minutes and more).
      buildTimeoutMs: 600_000 + posts * 600,
    });
    const first = await stack.status();
    const cold = first.lastSuccess;
    if (!cold) throw new Error("no first build on record");
    const seedMs = Date.now() - started - cold.durationMs;
    const logDir = path.join(stack.config.stateDir, "logs");
    const liveDir = path.join(stack.config.releasesDir, cold.buildId);
    const output = directorySize(liveDir);

    const editor = await StrapiEditor.login(stack.cms);
    const publishes: Publish[] = [];
    let before = first;
    for (let run = 1; run <= PUBLISHES; run += 1) {
      publishes.push(await timePublish(stack, editor, before, posts));
      before = publishes.at(-1)!.settled;
    }
    const recovery = await timeRecovery(stack, editor, before, posts);
    // The publish whose time is the median stands for the size: its warm build, steps and phases.
    const middle = [...publishes].sort((a, b) => a.publishToLiveMs - b.publishToLiveMs)[Math.floor(PUBLISHES / 2)]!;
    const warm = middle.settled.lastSuccess;
    const range = (pick: (publish: Publish) => number) => {
      const values = publishes.map(pick);
      return `${seconds(Math.min(...values))}–${seconds(Math.max(...values))}`;
    };
    return {
      posts,
      seedS: Number(seconds(seedMs)),
      coldS: Number(seconds(cold.durationMs)),
      peakMb: Math.round(memory.stop() / 1e6),
      outputMb: Math.round(output.bytes / 1e6),
      files: output.files,
      publishToLiveS: Number(seconds(middle.publishToLiveMs)),
      publishToLiveRange: range((publish) => publish.publishToLiveMs),
      warmBuildS: Number(seconds(warm?.durationMs ?? Number.NaN)),
      warmBuildRange: range((publish) => publish.settled.lastSuccess?.durationMs ?? Number.NaN),
      publisherSteps: middle.steps,
      coldPhases: gatsbyPhases(keepLog(path.join(logDir, `${cold.buildId}.log`), `scale-${posts}-cold.log`)),
      warmPhases: warm ? gatsbyPhases(keepLog(path.join(logDir, `${warm.buildId}.log`), `scale-${posts}-warm.log`)) : "—",
      recovery,
    };
  } finally {
    memory.stop();
    await stack?.stop();
  }
}

interface Publish {
  publishToLiveMs: number;
  steps: string;
  /** The publisher's status once the build it ran for the edit has settled. */
  settled: PublisherStatus;
}

/** One post title edited through the admin API, timed until the post's page serves it. */
async function timePublish(stack: PublishStack, editor: StrapiEditor, before: PublisherStatus, posts: number): Promise<Publish> {
  const title = `Scale bench edit at ${Date.now()}`;
  const phases = watchPhases(stack);
  const edited = Date.now();
  await editor.edit("post", EDITED_POST, { title });
  const url = `${stack.publisher.siteUrl}blog/${EDITED_POST}/`;
  for (;;) {
    if ((await (await fetch(url)).text()).includes(title)) break;
    if (Date.now() - edited > 20 * 60_000) throw new Error(`the edited title never went live at ${posts} posts`);
    await sleep(200);
  }
  const publishToLiveMs = Date.now() - edited;
  const steps = await phases.stop();
  return { publishToLiveMs, steps, settled: await stack.settled(before) };
}

/**
 * The clean rebuild: a build killed halfway (SIGKILL to its process group, as a crash or the build timeout
 * would), then one post edit timed until visitors get it. The publisher must not trust what the killed build
 * wrote (docs/publishing.md), so this is the build an editor waits for after any failure.
 */
async function timeRecovery(stack: PublishStack, editor: StrapiEditor, before: PublisherStatus, posts: number): Promise<string> {
  const workspaceFile = path.join(stack.config.stateDir, "workspace.json");
  await editor.edit("post", EDITED_POST, { title: `Scale bench build to kill at ${Date.now()}` });
  let group: number | null = null;
  for (const started = Date.now(); group === null; await sleep(200)) {
    const state = existsSync(workspaceFile) ? (JSON.parse(readFileSync(workspaceFile, "utf8")) as { state: string; processGroup: number | null }) : null;
    if (state?.state === "in-use" && state.processGroup) group = state.processGroup;
    if (Date.now() - started > 5 * 60_000) throw new Error(`no build to kill at ${posts} posts`);
  }
  // Halfway in: past sourcing, into Gatsby's own work.
  await sleep(8_000);
  process.kill(-group, "SIGKILL");
  let failed = await stack.status();
  while (failed.activeBuild || failed.lastFailure?.failedAt === before.lastFailure?.failedAt) {
    await sleep(200);
    failed = (await stack.status().catch(() => undefined)) ?? failed;
  }
  const { publishToLiveMs, settled } = await timePublish(stack, editor, failed, posts);
  return `${seconds(publishToLiveMs)} s (${settled.lastSuccess?.cleanBuild ?? "warm: the workspace was trusted"})`;
}

/** Polls the publisher's status every 100 ms and sums the time spent in each phase of the active build. */
function watchPhases(stack: PublishStack): { stop(): Promise<string> } {
  const spent = new Map<ActiveBuild["phase"], number>();
  let running = true;
  const loop = (async () => {
    let last: { phase: ActiveBuild["phase"]; at: number } | null = null;
    while (running) {
      // A dropped keep-alive socket on a loaded machine is a missed sample, not the end of the bench.
      const answer = await stack.status().catch(() => undefined);
      if (!answer) {
        await sleep(100);
        continue;
      }
      const phase = answer.activeBuild?.phase ?? null;
      const now = Date.now();
      if (last) spent.set(last.phase, (spent.get(last.phase) ?? 0) + (now - last.at));
      last = phase ? { phase, at: now } : null;
      await sleep(100);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return [...spent].map(([phase, ms]) => `${phase} ${seconds(ms)} s`).join(", ") || "—";
    },
  };
}

/** Copies a build log out of the stack's state (removed when the stack stops) to .artifacts/bench/, for reading later. */
function keepLog(logFile: string, name: string): string {
  if (!existsSync(logFile)) return logFile;
  const kept = path.join(".artifacts", "bench", name);
  mkdirSync(path.dirname(kept), { recursive: true });
  copyFileSync(logFile, kept);
  return kept;
}

/** Gatsby's own "success <phase> - 1.234s" lines, summed by phase, largest first. */
function gatsbyPhases(logFile: string): string {
  if (!existsSync(logFile)) return "(no build log)";
  const totals = new Map<string, number>();
  // Gatsby's interactive logger redraws its lines with cursor codes even into a file, so lines can run together.
  const text = stripVTControlCharacters(readFileSync(logFile, "utf8"));
  for (const match of text.matchAll(/success ([^\n]+?) - ([\d.]+)s/g)) {
    totals.set(match[1]!, (totals.get(match[1]!) ?? 0) + Number(match[2]));
  }
  return (
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([phase, s]) => `${phase} ${s.toFixed(1)} s`)
      .join("; ") || "(no phase timings in the log)"
  );
}

/** Bytes and files of a release as visitors get it (a file linked from another release counts here too). */
function directorySize(dir: string): { bytes: number; files: number } {
  const bytes = Number(execFileSync("du", ["-sb", dir], { encoding: "utf8" }).split(/\s+/)[0]);
  const files = Number(execFileSync("sh", ["-c", `find "${dir}" -type f | wc -l`], { encoding: "utf8" }).trim());
  return { bytes, files };
}

/**
 * The largest resident memory of any `gatsby build` process group (Gatsby and its workers together), sampled
 * every 500 ms from ps. Sampling can miss a short peak; it is a figure, not an assertion.
 */
function samplePeakBuildMemory(): { stop(): number } {
  let peak = 0;
  const timer = setInterval(() => {
    let table: string;
    try {
      table = execFileSync("ps", ["-eo", "pgid=,rss=,args="], { encoding: "utf8" });
    } catch {
      return;
    }
    const rows = table
      .split("\n")
      .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null);
    const groups = new Set(rows.filter((row) => /gatsby(\.js)?"? build/.test(row[3]!)).map((row) => row[1]));
    for (const group of groups) {
      const rss = rows.filter((row) => row[1] === group).reduce((sum, row) => sum + Number(row[2]) * 1024, 0);
      peak = Math.max(peak, rss);
    }
  }, 500);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
