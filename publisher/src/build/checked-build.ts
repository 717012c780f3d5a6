import fs from "node:fs";
import path from "node:path";
import type { PublisherConfig } from "../config/load-config";
import { acquireBuildLock, type HeldLock } from "../queue/build-lock";
import type { Trigger } from "../queue/build-queue";
import { currentRelease } from "../release/list-releases";
import { livePageCount } from "../release/live-page-count";
import { promoteRelease } from "../release/promote-release";
import { pruneReleases } from "../release/prune-releases";
import { stagingPath } from "../release/release-paths";
import type { StatusStore } from "../status/status-store";
import type { ActiveBuild, BuildStage } from "../status/status-types";
import type { Logger } from "../util/logger";
import { newBuildId } from "./build-id";
import { buildEnv } from "./build-env";
import { runCommand } from "./run-command";
import { validateOutput } from "./validate-output";
import { waitForCms } from "./wait-for-cms";

export interface CheckedBuildDeps {
  config: PublisherConfig;
  status: StatusStore;
  log: Logger;
  /** Called after `current` points at the new release (the static server reloads here). */
  onReleased?: (buildId: string) => void;
}

export type BuildOutcome =
  | { ok: true; buildId: string; pageCount: number; durationMs: number }
  | { ok: false; buildId: string; stage: BuildStage; reason: string };

class StageError extends Error {
  constructor(
    readonly stage: BuildStage,
    message: string,
    readonly logTail: string[] = [],
  ) {
    super(message);
  }
}

const LOGS_KEPT = 20;

function pruneLogs(logDir: string): void {
  const logs = fs.readdirSync(logDir).filter((name) => name.endsWith(".log")).sort();
  for (const name of logs.slice(0, Math.max(0, logs.length - LOGS_KEPT))) fs.rmSync(path.join(logDir, name), { force: true });
}

/**
 * One build from start to live: lock → CMS healthy → build (time-boxed) → copy to a staging
 * dir → validate → `_headers` + manifest → rename into releases/ → atomic switch → prune.
 * Any failure is recorded with its stage, reason and log tail, and leaves `current` as it was.
 *
 * The output is copied, not moved: Gatsby treats a missing ./public next to an existing ./.cache
 * as a corrupt cache and throws the cache away, which would make every build a cold build.
 */
export async function runCheckedBuild(deps: CheckedBuildDeps, triggers: Trigger[]): Promise<BuildOutcome> {
  const { config, status, log } = deps;
  const buildId = newBuildId();
  const trigger = [...new Set(triggers.map((t) => t.reason))].join(", ") || "manual";
  const firstEventAt = triggers.length ? Math.min(...triggers.map((t) => t.at)) : null;
  const started = Date.now();
  const startedAt = new Date(started).toISOString();
  const logDir = path.join(config.stateDir, "logs");
  fs.mkdirSync(logDir, { recursive: true });
  fs.mkdirSync(config.releasesDir, { recursive: true });
  const staging = stagingPath(config.releasesDir, buildId);
  let lock: HeldLock | null = null;
  let logTail: string[] = [];

  const phase = (name: ActiveBuild["phase"]) => {
    status.update({ activeBuild: { buildId, trigger, startedAt, phase: name, pid: process.pid } });
    log.info(`build ${buildId}: ${name}`);
  };

  try {
    phase("waiting-for-lock");
    try {
      lock = await acquireBuildLock(config.stateDir, { waitMs: config.buildTimeoutMs });
    } catch (error) {
      throw new StageError("lock", (error as Error).message);
    }

    phase("waiting-for-cms");
    const health = await waitForCms(config.strapiUrl, { timeoutMs: config.cmsHealthTimeoutMs });
    if (!health.ok) {
      throw new StageError("cms", `CMS not healthy after ${health.attempts} attempt(s): ${health.lastError}`);
    }

    phase("building");
    const result = await runCommand({
      command: config.buildCommand,
      cwd: config.siteDir,
      env: buildEnv(config, buildId),
      timeoutMs: config.buildTimeoutMs,
      logFile: path.join(logDir, `${buildId}.log`),
      secrets: [config.strapiToken, config.webhookToken],
    });
    logTail = result.logTail;
    pruneLogs(logDir);
    if (result.timedOut) {
      throw new StageError("build", `build timed out after ${config.buildTimeoutMs} ms; process group killed`, logTail);
    }
    if (result.exitCode !== 0) {
      const how = result.exitCode === null ? `signal ${result.signal}` : `exit code ${result.exitCode}`;
      throw new StageError("build", `build command failed with ${how}: ${config.buildCommand}`, logTail);
    }

    phase("validating");
    if (!fs.existsSync(config.outputDir)) {
      throw new StageError("validate", `build wrote no output at ${config.outputDir}`, logTail);
    }
    // Timestamps are kept so files Gatsby did not rewrite keep their ETag/Last-Modified across
    // releases, and browsers revalidate them with a 304.
    await fs.promises.cp(config.outputDir, staging, { recursive: true, preserveTimestamps: true });
    const liveId = await currentRelease(config.releasesDir);
    const verdict = validateOutput({
      dir: staging,
      buildId,
      livePageCount: livePageCount(config.releasesDir, liveId),
    });
    if (!verdict.ok) throw new StageError("validate", `invalid output: ${verdict.problems.join("; ")}`, logTail);

    phase("releasing");
    const held = lock;
    let liveAt = 0;
    await promoteRelease({
      releasesDir: config.releasesDir,
      buildId,
      stagingDir: staging,
      pageCount: verdict.pageCount,
      tagManager: config.gtmId !== "",
      beforeSwitch: () => {
        const compromised = held.compromised();
        if (compromised) throw new StageError("lock", `build lock lost during the build: ${compromised.message}`);
      },
      afterSwitch: () => {
        liveAt = Date.now();
        deps.onReleased?.(buildId);
      },
    });

    status.update({
      activeBuild: null,
      lastSuccess: {
        buildId,
        trigger,
        startedAt,
        finishedAt: new Date(liveAt).toISOString(),
        durationMs: liveAt - started,
        pageCount: verdict.pageCount,
        publishToLiveMs: firstEventAt === null ? null : liveAt - firstEventAt,
      },
    });
    // The release is live at this point: a pruning problem is worth a warning, not a failure.
    const removed = await pruneReleases(config.releasesDir, config.keepReleases).catch((error: Error) => {
      log.warn(`pruning old releases failed: ${error.message}`);
      return [] as string[];
    });
    log.info(
      `build ${buildId}: live (${verdict.pageCount} pages, ${liveAt - started} ms)` +
        (removed.length ? `; pruned ${removed.join(", ")}` : ""),
    );
    return { ok: true, buildId, pageCount: verdict.pageCount, durationMs: liveAt - started };
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
