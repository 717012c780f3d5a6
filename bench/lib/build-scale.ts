import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { takeMachineTestLock } from "../../scripts/lib/test-lock";
import { startPublishStack, type PublishStack } from "../../scripts/lib/publish-stack";
import { StrapiEditor } from "../../scripts/lib/strapi-editor";
import type { ActiveBuild, PublisherStatus } from "@agency/publisher/status/status-types";
import { blankBuildFloor } from "./blank-gatsby";
import { markdownTable } from "./tables";

/** Generated pages the scale profile adds beside its posts (cms/src/seed/data/scale/content.ts). */
const SCALE_PAGES = 50;
/** The generated post the editor changes: its slug in the scale profile. */
const EDITED_POST = "scale-post-0001";
/** Publishes timed at each size: one run on a shared 2-core machine moves by several seconds. */
const PUBLISHES = 3;
/** The page whose served HTML shows each edit (a site-wide edit shows on every page; this is one of them). */
const EDITED_PAGE = `blog/${EDITED_POST}/`;

/**
 * The edits timed at each size, each the way an editor makes it in the admin (so the CMS sends its real webhook),
 * and where visitors see it. Run `run` (1, 2, 3) gives each publish a value of its own.
 */
interface EditKind {
  name: string;
  make(editor: StrapiEditor, run: number): Promise<void>;
  /** True once the served HTML of EDITED_PAGE shows run `run`'s value where visitors see it. */
  isLive(html: string, run: number): boolean;
}

/** The markup of the first `<tag …>…</tag>` in the page: the site's header and footer come before any article's. */
const element = (html: string, tag: string): string => {
  const start = html.indexOf(`<${tag}`);
  return start < 0 ? "" : html.slice(start, html.indexOf(`</${tag}>`, start));
};

const postTitle = (run: number) => `Scale bench edit ${run}`;
/** The main navigation's top-level "Contact" item (full seed), renamed; it shows in the header of every page. */
const navigationLabel = (run: number) => (run === 0 ? "Contact" : `Talk to us ${run}`);
/** The site configuration's telephone (the seed's is +44 20 7946 0321); it shows in the footer of every page. */
const telephone = (run: number) => `+44 20 7946 0${run}${run}${run}`;

const EDITS: EditKind[] = [
  {
    name: "one post title",
    make: (editor, run) => editor.edit("post", EDITED_POST, { title: postTitle(run) }),
    isLive: (html, run) => html.includes(postTitle(run)),
  },
  {
    name: "one main-navigation item renamed",
    make: (editor, run) => editor.renameNavigationItem("main-navigation", navigationLabel(run - 1), navigationLabel(run)),
    isLive: (html, run) => element(html, "header").includes(navigationLabel(run)),
  },
  {
    name: "the configuration's telephone",
    make: (editor, run) => editor.editConfiguration({ telephone: telephone(run) }),
    isLive: (html, run) => element(html, "footer").includes(telephone(run)),
  },
];

interface ScaleRow {
  posts: number;
  seedS: number;
  coldS: number;
  peakMb: number;
  outputMb: number;
  files: number;
  /** One per kind of edit (EDITS), in that order. */
  edits: EditFigures[];
  coldPhases: string;
  /** The build after a killed one: seconds from the edit to live, and where its workspace came from. */
  recovery: string;
}

/** One kind of edit, published PUBLISHES times: the median publish stands for it. */
interface EditFigures {
  name: string;
  publishToLiveS: number;
  publishToLiveRange: string;
  warmBuildS: number;
  warmBuildRange: string;
  publisherSteps: string;
  /** Gatsby's phases in the median publish's warm build. */
  warmPhases: string;
}

/** PUBLISHER_BUILD_HEAP_MB in the bench's environment goes to its publisher only, not to the CMS or the bench. */
const HEAP_CEILING = process.env.PUBLISHER_BUILD_HEAP_MB;

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Build scale: for each N, the `scale` seed profile (the full profile, N generated posts each with its own
 * cover image, 50 generated pages) through the real loop — Strapi, the publisher, `gatsby build`. The publisher's
 * first build is the cold build; then each kind of edit in EDITS (a post title, a main-navigation item, the
 * configuration's telephone) is made through the admin API and timed until visitors get it, three times over (the
 * median publish stands for the kind), and last the rebuild after a killed build.
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
  const publishToLive = (figures: EditFigures) => `${figures.publishToLiveS} s (${figures.publishToLiveRange} s)`;
  const table = markdownTable(
    [
      `posts (+${SCALE_PAGES} pages)`,
      "CMS boot + seed",
      "cold build",
      "peak memory (build)",
      "output",
      ...EDITS.map((edit) => `publish → live (${edit.name}), median of ${PUBLISHES} (range)`),
      "after a killed build: publish → live (how it started)",
    ],
    rows.map((row) => [
      String(row.posts),
      `${row.seedS} s`,
      `${row.coldS} s`,
      `${row.peakMb} MB`,
      `${row.outputMb} MB, ${row.files} files`,
      ...row.edits.map(publishToLive),
      row.recovery,
    ]),
  );
  const edits = markdownTable(
    ["posts", "edit", `publish → live, median of ${PUBLISHES} (range)`, "warm build (range)", "publisher steps (warm)"],
    rows.flatMap((row) =>
      row.edits.map((figures) => [
        String(row.posts),
        figures.name,
        publishToLive(figures),
        `${figures.warmBuildS} s (${figures.warmBuildRange} s)`,
        figures.publisherSteps,
      ]),
    ),
  );
  const phases = rows
    .map((row) =>
      [
        `- ${row.posts} posts — cold: ${row.coldPhases}`,
        ...row.edits.map((figures) => `- ${row.posts} posts — warm (${figures.name}): ${figures.warmPhases}`),
      ].join("\n"),
    )
    .join("\n");
  const ceiling = HEAP_CEILING ? `Every build had a heap ceiling of ${HEAP_CEILING} MB (PUBLISHER_BUILD_HEAP_MB).\n\n` : "";
  return (
    `${ceiling}${table}\n\nEach edit's median publish (the build it ran, and where the publisher's time went):\n\n${edits}\n\n${floor}\n\n` +
    `Where Gatsby's time goes (its own phase timings from the build log, largest first):\n\n${phases}`
  );
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
      // Seeding uploads each post's cover (~0.2 s apiece here, ~0.3 s on a loaded machine) before the CMS first answers.
      cmsBootTimeoutMs: 240_000 + posts * 600,
      // The cold build at 5,000 posts outlasts the publisher's default 10 minutes (sharp alone: 8 minutes and more).
      buildTimeoutMs: 600_000 + posts * 600,
      // The operator's heap ceiling for every build, when the bench is given one (docs/publishing.md).
      publisherEnv: HEAP_CEILING ? { PUBLISHER_BUILD_HEAP_MB: HEAP_CEILING } : {},
    });
    const first = await stack.status();
    const cold = first.lastSuccess;
    if (!cold) throw new Error("no first build on record");
    const seedMs = Date.now() - started - cold.durationMs;
    const logDir = path.join(stack.config.stateDir, "logs");
    const liveDir = path.join(stack.config.releasesDir, cold.buildId);
    const output = directorySize(liveDir);

    const editor = await StrapiEditor.login(stack.cms);
    let before = first;
    const edits: EditFigures[] = [];
    for (const [index, kind] of EDITS.entries()) {
      const publishes: Publish[] = [];
      for (let run = 1; run <= PUBLISHES; run += 1) {
        publishes.push(
          await timePublish(
            stack,
            before,
            `${kind.name} (run ${run}) at ${posts} posts`,
            () => kind.make(editor, run),
            (html) => kind.isLive(html, run),
          ),
        );
        before = publishes.at(-1)!.settled;
      }
      edits.push(editFigures(kind.name, publishes, logDir, `scale-${posts}-warm-${index + 1}.log`));
    }
    const recovery = await timeRecovery(stack, editor, before, posts);
    return {
      posts,
      seedS: Number(seconds(seedMs)),
      coldS: Number(seconds(cold.durationMs)),
      peakMb: Math.round(memory.stop() / 1e6),
      outputMb: Math.round(output.bytes / 1e6),
      files: output.files,
      edits,
      coldPhases: gatsbyPhases(keepLog(path.join(logDir, `${cold.buildId}.log`), `scale-${posts}-cold.log`)),
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

/** The publish whose time is the median stands for the kind of edit: its warm build, steps and phases. */
function editFigures(name: string, publishes: Publish[], logDir: string, keptLog: string): EditFigures {
  const middle = [...publishes].sort((a, b) => a.publishToLiveMs - b.publishToLiveMs)[Math.floor(publishes.length / 2)]!;
  const warm = middle.settled.lastSuccess;
  const range = (pick: (publish: Publish) => number) => {
    const values = publishes.map(pick);
    return `${seconds(Math.min(...values))}–${seconds(Math.max(...values))}`;
  };
  return {
    name,
    publishToLiveS: Number(seconds(middle.publishToLiveMs)),
    publishToLiveRange: range((publish) => publish.publishToLiveMs),
    warmBuildS: Number(seconds(warm?.durationMs ?? Number.NaN)),
    warmBuildRange: range((publish) => publish.settled.lastSuccess?.durationMs ?? Number.NaN),
    publisherSteps: middle.steps,
    warmPhases: warm ? gatsbyPhases(keepLog(path.join(logDir, `${warm.buildId}.log`), keptLog)) : "—",
  };
}

/** One edit made through the admin API (`edit`), timed until the served EDITED_PAGE shows it (`isLive`). */
async function timePublish(
  stack: PublishStack,
  before: PublisherStatus,
  what: string,
  edit: () => Promise<void>,
  isLive: (html: string) => boolean,
): Promise<Publish> {
  const phases = watchPhases(stack);
  const edited = Date.now();
  await edit();
  const url = `${stack.publisher.siteUrl}${EDITED_PAGE}`;
  for (;;) {
    // A reset keep-alive socket on a loaded machine is a missed poll, not the end of the bench (one ended a run at 1,000 posts).
    const html = await fetch(url)
      .then((res) => res.text())
      .catch(() => "");
    if (isLive(html)) break;
    if (Date.now() - edited > 20 * 60_000) throw new Error(`never went live: ${what}`);
    await sleep(200);
  }
  const publishToLiveMs = Date.now() - edited;
  const steps = await phases.stop();
  // Each publish as it lands, so a run that stops early still leaves its figures in the log.
  console.log(`[bench] ${what}: publish → live ${seconds(publishToLiveMs)} s (${steps})`);
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
  const title = "Scale bench edit after the killed build";
  const { publishToLiveMs, settled } = await timePublish(
    stack,
    failed,
    `the edit after a killed build at ${posts} posts`,
    () => editor.edit("post", EDITED_POST, { title }),
    (html) => html.includes(title),
  );
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
