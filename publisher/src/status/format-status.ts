import type { PublisherStatus } from "./status-types";

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** "3 of 20 releases, 17.2 MB on disk (live 16.3 MB, history 0.9 MB)". */
function retentionLine({ keep, kept, diskBytes, liveBytes }: PublisherStatus["retention"]): string {
  const counted = `${kept} of ${keep} release${keep === 1 ? "" : "s"}`;
  if (diskBytes === null) return `${counted}, disk use unknown`;
  const live = liveBytes === null ? "" : ` (live ${megabytes(liveBytes)}, history ${megabytes(Math.max(0, diskBytes - liveBytes))})`;
  return `${counted}, ${megabytes(diskBytes)} on disk${live}`;
}

/** The human view for `cli status`: what is live, what last happened, and why. */
export function formatStatus(status: PublisherStatus): string {
  const lines: string[] = [];
  const live = status.live.buildId ? `${status.live.buildId} (since ${status.live.since})` : "nothing released yet";
  lines.push(`live:         ${live}`);
  lines.push(`releases:     ${status.live.releases.length ? status.live.releases.join(", ") : "none"}`);
  lines.push(`kept:         ${retentionLine(status.retention)}`);
  const behind = status.liveBehind;
  if (behind) {
    const c = behind.changes;
    const differ = c ? `${c.added.length} missing, ${c.changed.length} older, ${c.removed.length} still shown` : "differences unknown";
    lines.push(`behind:       the live release is older than the newest build ${behind.newestBuildId} (${differ})`);
  }
  const ok = status.lastSuccess;
  lines.push(
    ok
      ? `last success: ${ok.buildId} at ${ok.finishedAt}, build ${seconds(ok.durationMs)}, ${ok.pageCount} pages` +
          (ok.publishToLiveMs !== null ? `, publish→live ${seconds(ok.publishToLiveMs)}` : "") +
          (ok.cleanBuild ? `, clean build (${ok.cleanBuild})` : "")
      : "last success: none",
  );
  const bad = status.lastFailure;
  lines.push(bad ? `last failure: ${bad.buildId} at ${bad.failedAt} [${bad.stage}] ${bad.reason}` : "last failure: none");
  if (bad && bad.logTail.length) lines.push(...bad.logTail.slice(-15).map((line) => `  | ${line}`));
  const audit = status.lastAudit;
  if (audit) {
    lines.push(
      `last audit:   ${audit.buildId} ${audit.outcome}: ${audit.checked} entries checked, ${audit.mismatches.length} mismatch(es)` +
        (audit.changedDuringBuild.length ? `, ${audit.changedDuringBuild.length} changed during the build` : ""),
    );
    lines.push(...audit.mismatches.map((line) => `  ! ${line}`));
  }
  const deploy = status.lastDeploy;
  if (deploy) {
    lines.push(
      `last deploy:  ${deploy.buildId} (${deploy.reason}) to ${deploy.target} at ${deploy.startedAt}, ${seconds(deploy.durationMs)}: ` +
        `${deploy.uploaded} uploaded (${(deploy.uploadedBytes / 1e6).toFixed(2)} MB), ${deploy.unchanged} unchanged, ${deploy.deleted} deleted, ${deploy.inGrace} kept for open tabs` +
        (deploy.purge ? `; purge: ${deploy.purge}` : ""),
    );
  }
  const links = status.liveLinks;
  if (links && links.brokenLinks.length) {
    lines.push(`broken links: ${links.brokenLinks.length} on the live site`);
    lines.push(...links.brokenLinks.map((broken) => `  ! ${broken.entry} links to ${broken.link}, which is neither a page nor a redirect`));
  }
  const deployFailure = status.lastDeployFailure;
  if (deployFailure) lines.push(`deploy failed: ${deployFailure.buildId} (${deployFailure.reason}) at ${deployFailure.failedAt}: ${deployFailure.error}`);
  const active = status.activeBuild;
  lines.push(active ? `building:     ${active.buildId} (${active.phase}, since ${active.startedAt})` : "building:     no");
  const rollback = status.lastRollback;
  if (rollback) lines.push(`last rollback: ${rollback.from} → ${rollback.to} at ${rollback.at}${rollback.requestedBy ? ` by ${rollback.requestedBy}` : ""}`);
  const queue = status.queue;
  lines.push(queue ? `queue:        ${queue.state}, ${queue.waitingTriggers} event(s) waiting` : "queue:        no server running");
  if (status.lastEvent) {
    const e = status.lastEvent;
    lines.push(`last event:   ${e.event} ${e.model ?? ""} at ${e.receivedAt} → ${e.rebuild ? "build" : "ignored"} (${e.reason})`);
  }
  return lines.join("\n");
}
