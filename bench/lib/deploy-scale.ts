import { takeMachineTestLock } from "../../scripts/lib/test-lock";
import { startPublishStack, type PublishStack, type PublishStackOptions } from "../../scripts/lib/publish-stack";
import { StrapiEditor } from "../../scripts/lib/strapi-editor";
import type { PublisherStatus } from "@agency/publisher/status/status-types";
import { markdownTable, median } from "./tables";
import { startWebsiteBucket } from "./website-bucket";

/** A seed: the full profile as the tests use it, or the `scale` profile with this many generated posts. */
export type DeploySize = "full" | number;

/** Publishes timed at each size: one deploy on a shared 2-core machine moves by a second or more. */
const EDITS = 3;

type Deploy = NonNullable<PublisherStatus["lastDeploy"]>;

interface DeployRow {
  size: DeploySize;
  first: Deploy;
  edits: Deploy[];
  publishToLiveMs: number[];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const kilobytes = (bytes: number) => `${(bytes / 1e3).toFixed(1)} kB`;
const label = (size: DeploySize) => (size === "full" ? "full seed" : `${size} posts (+ full seed, 50 pages)`);

/** The seed and the post the editor changes in it. */
function seed(size: DeploySize): { post: string; options: PublishStackOptions } {
  if (size === "full") return { post: "when-to-refresh-your-brand", options: {} };
  return {
    post: "scale-post-0001",
    options: {
      profile: "scale",
      cmsEnv: { SEED_SCALE_POSTS: String(size) },
      // As bench/lib/scale-stack-run.ts: seeding uploads a cover per post; the cold build of thousands outlasts 10 minutes.
      cmsBootTimeoutMs: 180_000 + size * 500,
      buildTimeoutMs: 600_000 + size * 600,
    },
  };
}

/**
 * The CDN deploy's cost: for each seed, the publisher with a bucket (s3rver on this machine) builds and deploys the
 * site, then one post title is edited through the admin API three times; each edit's deploy is read from the
 * publisher's status (`lastDeploy`: uploaded / unchanged files and bytes, time). The median deploy stands for the size.
 */
export async function deployScalePart(sizes: DeploySize[]): Promise<string> {
  // Builds into public/ like the test command: the two take turns.
  const lock = await takeMachineTestLock("another test or bench run on this machine", 60 * 60_000);
  const rows: DeployRow[] = [];
  try {
    for (const size of sizes) {
      rows.push(await measureDeploys(size));
      console.log(`[bench] deploy at ${label(size)}: ${JSON.stringify(rows.at(-1))}`);
    }
  } finally {
    await lock.release();
  }
  return markdownTable(
    [
      "site",
      "first deploy: files, bytes, time",
      `one post edit: uploaded files (bytes), median of ${EDITS}`,
      "unchanged files",
      "deploy time (range)",
      "publish → live with the deploy (range)",
    ],
    rows.map(({ size, first, edits, publishToLiveMs }) => {
      const middle = [...edits].sort((a, b) => a.durationMs - b.durationMs)[Math.floor(EDITS / 2)]!;
      const range = (values: number[]) => `${seconds(Math.min(...values))}–${seconds(Math.max(...values))}`;
      return [
        label(size),
        `${first.uploaded} files, ${megabytes(first.uploadedBytes)}, ${seconds(first.durationMs)}`,
        `${middle.uploaded} (${kilobytes(middle.uploadedBytes)})`,
        String(middle.unchanged),
        `${seconds(middle.durationMs)} (${range(edits.map((edit) => edit.durationMs))})`,
        `${seconds(median(publishToLiveMs))} (${range(publishToLiveMs)})`,
      ];
    }),
  );
}

async function measureDeploys(size: DeploySize): Promise<DeployRow> {
  const bucket = await startWebsiteBucket("bench-site");
  let stack: PublishStack | undefined;
  try {
    const { post, options } = seed(size);
    stack = await startPublishStack(`bench-deploy-${size}`, { ...options, publisherEnv: bucket.deployEnv });
    let before = await stack.status();
    const first = before.lastDeploy;
    if (!first) throw new Error("the first build was not deployed");
    const editor = await StrapiEditor.login(stack.cms);
    const edits: Deploy[] = [];
    const publishToLiveMs: number[] = [];
    for (let run = 1; run <= EDITS; run += 1) {
      await editor.edit("post", post, { title: `Deploy bench edit ${run} at ${Date.now()}` });
      const after = await stack.settled(before);
      const deploy = after.lastDeploy;
      if (!deploy || deploy.buildId !== after.live.buildId)
        throw new Error(`edit ${run}: the new release was not deployed (${JSON.stringify(after.lastFailure)})`);
      edits.push(deploy);
      publishToLiveMs.push(after.lastSuccess?.publishToLiveMs ?? Number.NaN);
      before = after;
    }
    return { size, first, edits, publishToLiveMs };
  } finally {
    await stack?.stop();
    await bucket.stop();
  }
}
