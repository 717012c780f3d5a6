import fs from "node:fs";
import path from "node:path";
import { describeTarget } from "../config/deploy-config";
import { deployToBucket } from "../deploy/deploy-to-bucket";
import { describeAuditFailure, describeMismatch, type AuditResult } from "../audit/audit-content";
import type { PublisherConfig } from "../config/load-config";
import type { HeldLock } from "@agency/shared/file-lock";
import { acquireBuildLock } from "../queue/build-lock";
import type { Trigger } from "../queue/build-queue";
import { summarizeTriggers } from "../queue/trigger-summary";
import { promoteRelease } from "../release/promote-release";
import { pruneReleases } from "../release/prune-releases";
import { stagingPath } from "../release/release-paths";
import type { StatusStore } from "../status/status-store";
import type { ActiveBuild, AuditRecord, BuildStage } from "../status/status-types";
import type { Logger } from "../util/logger";
import { runBuildAttempt, type AttemptDeps, type AttemptResult } from "./build-attempt";
import { secondRun } from "./second-run";
import { newBuildId } from "@agency/shared/build-id";
import { BuildWorkspace } from "./build-workspace";
import { StageError } from "./stage-error";
import { describeSearchIndex } from "../search/describe-search-index";
import { waitForHealth } from "@agency/shared/wait-for-health";

export interface CheckedBuildDeps {
  config: PublisherConfig;
  status: StatusStore;
  log: Logger;
  /** Called after `current` points at the new release (the static server reloads here). */
  onReleased?: (buildId: string) => void;
  /** Epoch ms of the last webhook event that asked for a build (lets the audit excuse late edits). */
  lastEventAt?: () => number | null;
  /** The audit saw edits made during the build: a follow-up build must pick them up. */
  onChangedDuringBuild?: (count: number) => void;
  /** The Pagefind executable for the search index step, when not the installed one (tests). */
  pagefindBinary?: string;
}

export type BuildOutcome =
  | { ok: true; buildId: string; pageCount: number; durationMs: number; cleanBuild: string | null }
  | { ok: false; buildId: string; stage: BuildStage; reason: string };

function auditRecord(buildId: string, audit: AuditResult, outcome: AuditRecord["outcome"]): AuditRecord {
  return {
    buildId,
    at: new Date().toISOString(),
    outcome,
    checked: audit.checked,
    mismatches: audit.mismatches.map(describeMismatch),
    changedDuringBuild: audit.changedDuringBuild.map(describeMismatch),
  };
}

/**
 * One build from start to live: lock → CMS healthy → workspace (unless the last build went live:
 * cleaned, then the copy of the last live release's workspace, or cold without one) → build (time-boxed) → staging copy → search index → validate → content audit → deploy to the bucket (when
 * one is configured) → rename into releases/ → atomic switch → prune. An audit that finds a published edit missing from the output of a
 * warm or restored build throws the workspace away and builds once more from cold; if that build still misses it, the build fails
 * naming the entries. Any failure is recorded with its stage, reason and log tail, and leaves
 * `current` as it was and the workspace untrusted.
 */
export async function runCheckedBuild(deps: CheckedBuildDeps, triggers: Trigger[]): Promise<BuildOutcome> {
  const { config, status, log } = deps;
  const buildId = newBuildId();
  const trigger = summarizeTriggers(triggers);
  const firstEventAt = triggers.length ? Math.min(...triggers.map((t) => t.at)) : null;
  const started = Date.now();
  const startedAt = new Date(started).toISOString();
  const logDir = path.join(config.stateDir, "logs");
  fs.mkdirSync(logDir, { recursive: true });
  fs.mkdirSync(config.releasesDir, { recursive: true });
  const staging = stagingPath(config.releasesDir, buildId);
  const workspace = new BuildWorkspace(config);
  let lock: HeldLock | null = null;
  let logTail: string[] = [];

  const phase = (name: ActiveBuild["phase"]) => {
    status.update({ activeBuild: { buildId, trigger, startedAt, phase: name, pid: process.pid } });
    log.info(`build ${buildId}: ${name}`);
  };
  const attemptDeps: AttemptDeps = { config, workspace, phase, lastEventAt: deps.lastEventAt ?? (() => null), pagefindBinary: deps.pagefindBinary };

  try {
    phase("waiting-for-lock");
    try {
      lock = await acquireBuildLock(config.stateDir, { waitMs: config.buildTimeoutMs });
    } catch (error) {
      throw new StageError("lock", (error as Error).message);
    }

    phase("waiting-for-cms");
    const health = await waitForHealth(`${config.strapiUrl}/_health`, { timeoutMs: config.cmsHealthTimeoutMs });
    if (!health.ok) {
      throw new StageError("cms", `CMS not healthy after ${health.attempts} attempt(s): ${health.lastError}`);
    }

    const preparing = Date.now();
    let prepared = await workspace.prepare(buildId);
    const describePrepared = (why: string | null) =>
      why && prepared.restoredFrom ? `${why}; started from the workspace of release ${prepared.restoredFrom}` : why;
    let cleanedBecause = describePrepared(prepared.cleanedBecause);
    if (cleanedBecause) log.info(`build ${buildId}: clean build (${cleanedBecause}), workspace ready in ${Date.now() - preparing} ms`);
    let attempt: AttemptResult;
    try {
      attempt = await runBuildAttempt(attemptDeps, buildId, staging, path.join(logDir, `${buildId}.log`));
    } catch (error) {
      const again = secondRun(error, config);
      if (!again) throw error;
      // The failed build's workspace is not trusted: prepare() puts back the last release's copy (or starts cold).
      log.warn(`build ${buildId}: ${again.why}${again.advice ? `; ${again.advice}` : ""}`);
      attemptDeps.config = again.config;
      prepared = await workspace.prepare(buildId);
      cleanedBecause = describePrepared(again.why);
      attempt = await runBuildAttempt(attemptDeps, buildId, staging, path.join(logDir, `${buildId}-${again.log}.log`));
    }
    logTail = attempt.logTail;
    // Only a cold build is beyond doubt: a reused or restored workspace that rendered a stale page gets one cold retry.
    const startedCold = prepared.cleanedBecause !== null && prepared.restoredFrom === null;
    if (attempt.audit.mismatches.length > 0 && !startedCold) {
      const first = attempt.audit;
      log.warn(`build ${buildId}: ${describeAuditFailure(first.mismatches)}; building once more from a clean workspace`);
      await workspace.clean();
      cleanedBecause = `the content audit found ${first.mismatches.length} entr${first.mismatches.length === 1 ? "y" : "ies"} out of date`;
      attempt = await runBuildAttempt(attemptDeps, buildId, staging, path.join(logDir, `${buildId}-clean.log`));
      logTail = attempt.logTail;
    }
    const { audit, staged } = attempt;
    log.info(
      `build ${buildId}: staged ${staged.linked + staged.copied} files, ${staged.linked} unchanged (linked to the live release), ${staged.copied} copied (${(staged.bytesCopied / 1e6).toFixed(1)} MB)`,
    );
    log.info(`build ${buildId}: ${describeSearchIndex(attempt.searchIndex)}`);
    if (audit.mismatches.length > 0) {
      status.update({ lastAudit: auditRecord(buildId, audit, "failed") });
      throw new StageError("audit", describeAuditFailure(audit.mismatches), logTail);
    }
    if (audit.changedDuringBuild.length > 0) {
      log.info(
        `build ${buildId}: ${audit.changedDuringBuild.length} entr${audit.changedDuringBuild.length === 1 ? "y" : "ies"} changed during the build; a follow-up build will pick them up`,
      );
      deps.onChangedDuringBuild?.(audit.changedDuringBuild.length);
    }

    if (config.deploy) {
      // The bucket is where visitors are: the release counts as live only once it is deployed there in full.
      phase("deploying");
      const deploy = config.deploy;
      await deployToBucket({ config: deploy, releaseDir: staging, buildId, reason: "release", status, stateDir: config.stateDir, log }).catch(
        (error: Error) => {
          const why = `deploying to ${describeTarget(deploy)} failed, so this release is not live (the bucket's builds/latest.json still names the previous one, and the next deploy uploads what is missing)`;
          throw new StageError("deploy", `${why}: ${error.message}`, logTail);
        },
      );
    }

    phase("releasing");
    const held = lock;
    let liveAt = 0;
    await promoteRelease({
      releasesDir: config.releasesDir,
      buildId,
      stagingDir: staging,
      pageCount: attempt.pageCount,
      tagManager: config.gtmId !== "",
      files: attempt.files,
      beforeSwitch: () => {
        const compromised = held.compromised();
        if (compromised) throw new StageError("lock", `build lock lost during the build: ${compromised.message}`);
      },
      afterSwitch: () => {
        liveAt = Date.now();
        deps.onReleased?.(buildId);
      },
    });
    workspace.trust(buildId);

    status.update({
      activeBuild: null,
      lastAudit: auditRecord(buildId, audit, cleanedBecause?.startsWith("the content audit") ? "passed after a clean rebuild" : "passed"),
      lastSuccess: {
        buildId,
        trigger,
        startedAt,
        finishedAt: new Date(liveAt).toISOString(),
        durationMs: liveAt - started,
        pageCount: attempt.pageCount,
        publishToLiveMs: firstEventAt === null ? null : liveAt - firstEventAt,
        cleanBuild: cleanedBecause,
      },
    });
    // The release is live at this point: a pruning or copying problem is worth a warning, not a failure.
    const copyStarted = Date.now();
    await workspace
      .keepCopy(buildId)
      .then(({ filesCopied, bytesCopied, entriesRemoved }) =>
        log.info(
          `build ${buildId}: workspace copy kept for a restart after a failed build (${filesCopied} files copied, ${(bytesCopied / 1e6).toFixed(1)} MB, ${entriesRemoved} removed, ${Date.now() - copyStarted} ms)`,
        ),
      )
      .catch((error: Error) => log.warn(`keeping a copy of the workspace failed: ${error.message}`));
    const removed = await pruneReleases(config.releasesDir, config.keepReleases).catch((error: Error) => {
      log.warn(`pruning old releases failed: ${error.message}`);
      return [] as string[];
    });
    log.info(
      `build ${buildId}: live (${attempt.pageCount} pages, ${liveAt - started} ms, audit: ${audit.checked} entries checked, 0 mismatches)` +
        (removed.length ? `; pruned ${removed.join(", ")}` : ""),
    );
    return { ok: true, buildId, pageCount: attempt.pageCount, durationMs: liveAt - started, cleanBuild: cleanedBecause };
  } catch (error) {
    const stage: BuildStage = error instanceof StageError ? error.stage : "release";
    const reason = (error as Error).message;
    await fs.promises.rm(staging, { recursive: true, force: true });
    status.update({
      activeBuild: null,
      lastFailure: {
        buildId,
        trigger,
        startedAt,
        failedAt: new Date().toISOString(),
        stage,
        reason,
        logTail: error instanceof StageError && error.logTail.length ? error.logTail : logTail,
      },
    });
    log.error(`build ${buildId} failed [${stage}]: ${reason}`);
    return { ok: false, buildId, stage, reason };
  } finally {
    await lock?.release().catch((error: Error) => log.warn(`releasing the build lock failed: ${error.message}`));
  }
}
