import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { takeMachineTestLock } from "../../scripts/lib/test-lock";
import { DEFAULT_BUILD_HEAP_MB } from "@agency/publisher/config/load-config";
import { blankBuildFloor } from "./blank-gatsby";
import { EDITS, PUBLISHES } from "./scale-edits";
import { HEAP_CEILING, measureScale, type EditFigures, type ScaleRow } from "./scale-stack-run";
import { markdownTable } from "./tables";

/** Generated pages the scale profile adds beside its posts (cms/src/seed/data/scale/content.ts). */
const SCALE_PAGES = 50;

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
      "peak memory (build): resident (anonymous)",
      "output",
      ...EDITS.map((edit) => `publish → live (${edit.name}), median of ${PUBLISHES} (range)`),
      "after a killed build: publish → live (how it started)",
    ],
    rows.map((row) => [
      String(row.posts),
      `${row.seedS} s`,
      `${row.coldS} s`,
      `${row.peakMb} MB (${row.peakAnonymousMb} MB)`,
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
  const ceiling = HEAP_CEILING
    ? `Every build had the heap ceiling PUBLISHER_BUILD_HEAP_MB=${HEAP_CEILING} (0: none).\n\n`
    : `Every build had the publisher's default heap ceiling of ${DEFAULT_BUILD_HEAP_MB} MB.\n\n`;
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
