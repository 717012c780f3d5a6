import fs from "node:fs";
import path from "node:path";
import { auditContent, type AuditResult } from "../audit/audit-content";
import { readPublishedState } from "../audit/cms-published-state";
import { readContentRecord } from "../release/content-record";
import type { PublisherConfig } from "../config/load-config";
import { currentRelease } from "../release/list-releases";
import { livePageCount } from "../release/live-page-count";
import { releasePath } from "../release/release-paths";
import type { ActiveBuild, BuildStage } from "../status/status-types";
import { BUILD_ID_PATTERN } from "@agency/shared/build-id";
import { buildEnv } from "./build-env";
import { BuildCrashedError, crashSignal } from "./build-crash";
import type { BuildWorkspace } from "./build-workspace";
import { firstBuildError } from "./first-build-error";
import { BuildOutOfMemoryError, heapCeilingMb } from "./heap-ceiling";
import { runCommand } from "../process/run-command";
import { SearchIndexError, writeSearchIndex, type SearchIndexResult } from "../search/search-index";
import { stageOutput, type StagedOutput } from "./stage-output";
import { StageError } from "./stage-error";
import { validateOutput } from "./validate-output";

export interface AttemptDeps {
  config: PublisherConfig;
  workspace: BuildWorkspace;
  phase: (name: ActiveBuild["phase"]) => void;
  /** Epoch ms of the last webhook event that asked for a build (null: none yet). */
  lastEventAt: () => number | null;
  /** The Pagefind executable, when not the installed one (tests). */
  pagefindBinary?: string;
}

export interface AttemptResult {
  pageCount: number;
  staged: StagedOutput;
  searchIndex: SearchIndexResult;
  audit: AuditResult;
  logTail: string[];
  /** Every file of the staging dir once indexed (util/release-files.ts). */
  files: string[];
}

/** The logs of this many builds are kept: each build's own, and those it writes beside it (`<id>-search-index.log`, …). */
const BUILDS_LOGGED = 20;
/** A log's build: the id its name starts with (shared/build-id.ts: one length, sorts chronologically). */
const LOG_BUILD_ID = new RegExp(`^(${BUILD_ID_PATTERN.source.slice(1, -1)})(?:-[\\w-]+)?\\.log$`);

function pruneLogs(logDir: string): void {
  const logs = fs.readdirSync(logDir).flatMap((name) => {
    const id = LOG_BUILD_ID.exec(name)?.[1];
    return id ? [{ name, id }] : [];
  });
  const builds = [...new Set(logs.map((log) => log.id))].sort();
  const pruned = new Set(builds.slice(0, Math.max(0, builds.length - BUILDS_LOGGED)));
  for (const log of logs) if (pruned.has(log.id)) fs.rmSync(path.join(logDir, log.name), { force: true });
}

/** Where a failed index step stopped: its reason starts with "search index:". */
const SEARCH_INDEX_STAGE: BuildStage = "index";

const OUT_OF_MEMORY = /JavaScript heap out of memory/;

function buildFailure(config: PublisherConfig, result: Awaited<ReturnType<typeof runCommand>>, log: string): StageError {
  const logTail = result.logTail;
  if (result.timedOut) return new StageError("build", `build timed out after ${config.buildTimeoutMs} ms; process group killed`, logTail);
  const how = result.exitCode === null ? `was killed (${result.signal})` : `failed with exit code ${result.exitCode}`;
  if (OUT_OF_MEMORY.test(log)) {
    const ceiling = heapCeilingMb(config, process.env.NODE_OPTIONS);
    const limit =
      ceiling === null
        ? "the heap Node gives it on this machine"
        : `its heap ceiling of ${ceiling} MB (PUBLISHER_BUILD_HEAP_MB${config.buildHeapIsDefault ? ", the default" : ""}: raise it, or 0 for none)`;
    return new BuildOutOfMemoryError(`the site build ran out of memory: it needed more than ${limit} (the build ${how})`, logTail, ceiling);
  }
  const own = firstBuildError(log);
  const crash = crashSignal(result);
  if (crash)
    return new BuildCrashedError(`the build process crashed (${crash}, a fault in native code${own ? `; the log's first error: ${own}` : ""})`, logTail, crash);
  return new StageError("build", own ? `${own} (the build ${how})` : `build command ${how}: ${config.buildCommand}`, logTail);
}

/**
 * One run of the build command and everything that decides whether its output may go live:
 * stage `public/` (stage-output.ts: unchanged files linked to the live release), write the search index into the
 * staged copy (search/search-index.ts: the release's own pages, so only published content), validate it, then audit what it rendered against what the CMS
 * publishes now. Throws a StageError for a build or validation failure; the audit's verdict is
 * returned, since the caller decides between a clean rebuild and a failure.
 *
 * The output is copied, not moved: Gatsby treats a missing ./public next to an existing ./.cache
 * as a corrupt cache and throws the cache away, which would make every build a cold build.
 */
export async function runBuildAttempt(deps: AttemptDeps, buildId: string, staging: string, logFile: string): Promise<AttemptResult> {
  const { config, workspace, phase } = deps;
  phase("building");
  const startedAt = Date.now();
  const result = await runCommand({
    command: config.buildCommand,
    cwd: config.siteDir,
    env: buildEnv(config, buildId),
    timeoutMs: config.buildTimeoutMs,
    logFile,
    secrets: [config.strapiToken, config.webhookToken],
    onStart: (processGroup) => workspace.buildStarted(buildId, processGroup),
  });
  const logTail = result.logTail;
  pruneLogs(path.dirname(logFile));
  if (result.timedOut || result.exitCode !== 0) {
    throw buildFailure(config, result, fs.readFileSync(logFile, "utf8"));
  }

  phase("validating");
  if (!fs.existsSync(config.outputDir)) throw new StageError("validate", `build wrote no output at ${config.outputDir}`, logTail);
  // The audit's read of the CMS starts now, after the build, and runs while the output is staged and validated:
  // the CMS answers while the publisher reads files. Its failure is reported at the audit, not before.
  const publishedNow = readPublishedState({ strapiUrl: config.strapiUrl, token: config.strapiToken }).then(
    (entries) => ({ entries }),
    (error: Error) => ({ error }),
  );
  const liveId = await currentRelease(config.releasesDir);
  // Timestamps are kept so files Gatsby did not rewrite keep their ETag/Last-Modified across
  // releases, and browsers revalidate them with a 304; those files are linked, not copied.
  const liveDir = liveId ? releasePath(config.releasesDir, liveId) : null;
  const staged = await stageOutput(config.outputDir, staging, liveDir);
  // The search index is built from the release's own pages (published content only), before anything checks it.
  phase("indexing");
  const searchIndex = await writeSearchIndex(staging, {
    logFile: logFile.replace(/\.log$/, "-search-index.log"),
    timeoutMs: config.buildTimeoutMs,
    liveDir,
    binary: deps.pagefindBinary,
    siteFiles: staged.files,
  }).catch((error: Error) => {
    throw new StageError(SEARCH_INDEX_STAGE, error.message, error instanceof SearchIndexError && error.logTail.length ? error.logTail : logTail);
  });
  phase("validating");
  const files = searchIndex.siteFiles;
  const verdict = validateOutput({ dir: staging, buildId, livePageCount: livePageCount(config.releasesDir, liveId), files });
  if (!verdict.ok) throw new StageError("validate", `invalid output: ${verdict.problems.join("; ")}`, logTail);

  phase("auditing");
  const recorded = readContentRecord(staging);
  if ("problem" in recorded) throw new StageError("audit", `content audit: ${recorded.problem}`, logTail);
  const published = await publishedNow;
  if ("error" in published) {
    throw new StageError("audit", `content audit: the CMS could not be read to check the build (${published.error.message})`, logTail);
  }
  const lastEventAt = deps.lastEventAt();
  const audit = auditContent({
    record: recorded.record,
    published: published.entries,
    buildStartedAt: startedAt,
    eventsDuringBuild: lastEventAt !== null && lastEventAt >= startedAt,
  });
  return { pageCount: verdict.pageCount, audit, logTail, staged, searchIndex, files };
}
