import { describeTrigger } from "../lib/describe-trigger";
import { formatRoundDuration } from "../lib/format-time";
import type { PublisherStatus } from "../lib/publishing-types";

/**
 * The Publishing page's first line: who published what, and how long it took to be live
 * ("Site Editor (editor@agency.local) published “Paid social on a small budget” · live in 24 s").
 * A build on its way comes first: that is the news the editor is waiting for.
 */
export function latestPublish(status: PublisherStatus): string | null {
  const active = status.activeBuild;
  if (active) return `${describeTrigger(active.trigger)} · on its way to the site`;
  const success = status.lastSuccess;
  const failure = status.lastFailure;
  if (failure && (!success || Date.parse(failure.failedAt) > Date.parse(success.finishedAt))) {
    return `${describeTrigger(failure.trigger)} · not live: the build failed`;
  }
  if (!success) return null;
  const took = success.publishToLiveMs ?? success.durationMs;
  return `${describeTrigger(success.trigger)} · live in ${formatRoundDuration(took)}`;
}
