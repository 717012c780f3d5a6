import path from "node:path";
import { startPublishStack, type PublishStack } from "../../scripts/lib/publish-stack";
import { StrapiEditor } from "../../scripts/lib/strapi-editor";
import { directorySize } from "./disk-size";
import { gatsbyPhases, keepLog } from "./gatsby-build-log";
import { timeRecovery } from "./killed-build-recovery";
import { samplePeakBuildMemory } from "./peak-build-memory";
import { EDITS, PUBLISHES } from "./scale-edits";
import { seconds } from "./tables";
import { timePublish, type Publish } from "./time-publish";

export interface ScaleRow {
  posts: number;
  seedS: number;
  coldS: number;
  peakMb: number;
  /** The anonymous part of the peak group's memory at its own peak (peak-build-memory.ts). */
  peakAnonymousMb: number;
  outputMb: number;
  files: number;
  /** One per kind of edit (EDITS), in that order. */
  edits: EditFigures[];
  coldPhases: string;
  /** The build after a killed one: seconds from the edit to live, and where its workspace came from. */
  recovery: string;
}

/** One kind of edit, published PUBLISHES times: the median publish stands for it. */
export interface EditFigures {
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
export const HEAP_CEILING = process.env.PUBLISHER_BUILD_HEAP_MB;

/**
 * One size: a CMS seeded with the `scale` profile and N posts, the publisher's first (cold) build, each kind of edit
 * in EDITS published PUBLISHES times, then the rebuild after a killed build. The stack is stopped whatever happens.
 */
export async function measureScale(posts: number): Promise<ScaleRow> {
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
    const peak = memory.stop();
    return {
      posts,
      seedS: Number(seconds(seedMs)),
      coldS: Number(seconds(cold.durationMs)),
      peakMb: Math.round(peak.resident / 1e6),
      peakAnonymousMb: Math.round(peak.anonymous / 1e6),
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
