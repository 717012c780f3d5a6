import type { LinkReport } from "../release/link-report";
import type { DeployReport } from "../deploy/deploy-release";
import type { QueueSnapshot } from "../queue/build-queue";
import type { ReleaseChanges } from "../release/release-changes";

export type BuildStage = "lock" | "cms" | "build" | "validate" | "audit" | "deploy" | "release";

interface SuccessRecord {
  buildId: string;
  trigger: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  pageCount: number;
  /** From the first event of the batch reaching the publisher to the new release being live. */
  publishToLiveMs: number | null;
  /** Why this build started from an empty workspace (slower), or null for a warm build. */
  cleanBuild: string | null;
}

/** The content audit of the last build that got that far (docs/publishing.md). */
export interface AuditRecord {
  buildId: string;
  at: string;
  outcome: "passed" | "passed after a clean rebuild" | "failed";
  /** Entries compared with the CMS. */
  checked: number;
  /** Published edits the build does not show, one line each. */
  mismatches: string[];
  /** Edits made while the build ran: left to the follow-up build. */
  changedDuringBuild: string[];
}

interface FailureRecord {
  buildId: string;
  trigger: string;
  startedAt: string;
  failedAt: string;
  stage: BuildStage;
  reason: string;
  logTail: string[];
}

export interface ActiveBuild {
  buildId: string;
  trigger: string;
  startedAt: string;
  phase: "waiting-for-lock" | "waiting-for-cms" | "building" | "validating" | "auditing" | "deploying" | "releasing";
  pid: number;
}

interface EventRecord {
  event: string;
  model: string | null;
  rebuild: boolean;
  reason: string;
  receivedAt: string;
}

/** The last completed deploy to the bucket: its counts, and how the CDN purge went. */
interface DeployRecord extends Omit<DeployReport, "changedPaths"> {
  /** How many paths were handed to the purge hook. */
  changedPaths: number;
  /** "done", what went wrong, or null when no purge hook is configured. */
  purge: string | null;
}

interface DeployFailureRecord {
  buildId: string;
  reason: DeployReport["reason"];
  failedAt: string;
  error: string;
}

/** What is persisted in `<stateDir>/status.json` (shared by the server and the CLI). */
export interface StoredStatus {
  lastSuccess: SuccessRecord | null;
  lastFailure: FailureRecord | null;
  activeBuild: ActiveBuild | null;
  queue: (QueueSnapshot & { pid: number }) | null;
  lastEvent: EventRecord | null;
  lastAudit: AuditRecord | null;
  lastRollback: { from: string; to: string; at: string; requestedBy?: string } | null;
  /** Only with a bucket configured (DEPLOY_S3_BUCKET). */
  lastDeploy: DeployRecord | null;
  /** The last deploy that failed, cleared by the next one that completes. */
  lastDeployFailure: DeployFailureRecord | null;
  updatedAt: string | null;
}

/** One kept release as the admin's history shows it (from its manifest; null where it has none). */
export interface ReleaseHistoryEntry {
  buildId: string;
  releasedAt: string | null;
  pageCount: number | null;
  live: boolean;
  /** What it changed against the release kept before it; null when that cannot be told (the oldest kept, no record). */
  changes: ReleaseChanges | null;
}

/**
 * The live release is not the newest kept one (a rollback put it there): the CMS's published content is
 * newer than what visitors see until a new build is live. `changes` is the newest release compared with the
 * live one: `added` are missing from the live site, `changed` are older there, `removed` are still there.
 */
export interface LiveBehind {
  newestBuildId: string;
  changes: ReleaseChanges | null;
}

/** What /status and `cli status` show: the stored status plus the live release, read from disk. */
export interface PublisherStatus extends StoredStatus {
  live: { buildId: string | null; since: string | null; releases: string[] };
  /** The kept releases, newest first. */
  history: ReleaseHistoryEntry[];
  /** The live release's broken rich-text links and unusable redirects; null when it carries no report. */
  liveLinks: LinkReport | null;
  /** Null when the live release is the newest kept one (or nothing is live). */
  liveBehind: LiveBehind | null;
}
