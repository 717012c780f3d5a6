import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { PublishStack } from "../../scripts/lib/publish-stack";
import type { StrapiEditor } from "../../scripts/lib/strapi-editor";
import type { PublisherStatus } from "@agency/publisher/status/status-types";
import { EDITED_POST } from "./scale-edits";
import { seconds } from "./tables";
import { timePublish } from "./time-publish";

/**
 * The clean rebuild: a build killed halfway (SIGKILL to its process group, as a crash or the build timeout
 * would), then one post edit timed until visitors get it. The publisher must not trust what the killed build
 * wrote (docs/publishing.md), so this is the build an editor waits for after any failure.
 */
export async function timeRecovery(stack: PublishStack, editor: StrapiEditor, before: PublisherStatus, posts: number): Promise<string> {
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
