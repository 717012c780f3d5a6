import { describeTrigger } from "../lib/describe-trigger";
import { failureInWords } from "../lib/failure-words";
import { formatRoundDuration } from "../lib/format-time";
import type { PublisherStatus } from "../../../../../contract/publishing-contract";
import { releaseName } from "../lib/release-name";

/**
 * The Publishing page's first line: who published what, and how long it took to be live
 * ("Site Editor (editor@agency.local) published “Paid social on a small budget” · live in 24 s").
 * A build on its way comes first: that is the news the editor is waiting for. A rollback newer than the last build
 * and failure is the news until the next build: who put which release back, and whether the site is behind the CMS.
 */
export function latestPublish(status: PublisherStatus): string | null {
  const active = status.activeBuild;
  if (active) return `${describeTrigger(active.trigger)} · on its way to the site`;
  const success = status.lastSuccess;
  const failure = status.lastFailure;
  const rollback = status.lastRollback;
  const latest = Math.max(success ? Date.parse(success.finishedAt) : 0, failure ? Date.parse(failure.failedAt) : 0);
  if (rollback && rollback.to === status.live.buildId && Date.parse(rollback.at) > latest) {
    const release = releaseName(rollback.to, status.history);
    const what = rollback.requestedBy ? `${rollback.requestedBy} rolled the site back to ${release}` : `The site was rolled back to ${release}`;
    return `${what} · ${status.liveBehind ? "older than the CMS until the next build is live" : "live now"}`;
  }
  if (failure && (!success || Date.parse(failure.failedAt) > Date.parse(success.finishedAt))) {
    // The build's own words when an editor can act on them (an unusable link, a page a menu points at): docs/publishing.md.
    return `${describeTrigger(failure.trigger)} · not live: ${failureInWords(failure) ?? "the build failed"}`;
  }
  if (!success) return null;
  const took = success.publishToLiveMs ?? success.durationMs;
  return `${describeTrigger(success.trigger)} · live in ${formatRoundDuration(took)}`;
}
