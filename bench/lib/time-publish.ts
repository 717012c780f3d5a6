import { setTimeout as sleep } from "node:timers/promises";
import type { PublishStack } from "../../scripts/lib/publish-stack";
import type { PublisherStatus } from "@agency/publisher/status/status-types";
import { watchPhases } from "./publisher-phases";
import { EDITED_PAGE } from "./scale-edits";
import { seconds } from "./tables";

export interface Publish {
  publishToLiveMs: number;
  steps: string;
  /** The publisher's status once the build it ran for the edit has settled. */
  settled: PublisherStatus;
}

/** One edit made through the admin API (`edit`), timed until the served EDITED_PAGE shows it (`isLive`). */
export async function timePublish(
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
