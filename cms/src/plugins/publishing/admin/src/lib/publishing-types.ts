/**
 * The publisher's status as the panel reads it (publisher/src/status/status-types.ts, docs/publishing.md).
 * A separate copy on purpose: the admin bundle must not import the publisher's code.
 */
export type BuildPhase = "waiting-for-lock" | "waiting-for-cms" | "building" | "validating" | "auditing" | "deploying" | "releasing";

interface ActiveBuild {
  buildId: string;
  trigger: string;
  startedAt: string;
  phase: BuildPhase;
}

export interface PublisherStatus {
  lastSuccess: {
    buildId: string;
    trigger: string;
    startedAt: string;
    finishedAt: string;
    durationMs: number;
    pageCount: number;
    publishToLiveMs: number | null;
  } | null;
  lastFailure: {
    buildId: string;
    trigger: string;
    startedAt: string;
    failedAt: string;
    stage: string;
    reason: string;
    logTail: string[];
  } | null;
  activeBuild: ActiveBuild | null;
  queue: { state: "idle" | "debouncing" | "running" | "pending"; waitingTriggers: number } | null;
  lastAudit: { buildId: string; outcome: string; mismatches: string[] } | null;
  lastRollback: { from: string; to: string; at: string; requestedBy?: string } | null;
  /** Only when the publisher deploys to a bucket; absent from publishers older than the deploy. */
  lastDeploy?: DeployRecord | null;
  live: { buildId: string | null; since: string | null; releases: string[] };
  /** Absent from publishers older than the admin API. */
  history?: ReleaseHistoryEntry[];
  /** The live release's broken links; null without a report, absent from publishers older than the report. */
  liveLinks?: LinkReport | null;
  /** Set when the live release is older than the newest build (after a rollback); absent from older publishers. */
  liveBehind?: { newestBuildId: string; changes: ReleaseChanges | null } | null;
}

/** One entry a release changed, as the publisher's content records name it; the CMS adds its title. */
export interface ChangedEntry {
  kind: "page" | "blog-post" | "configuration" | "navigation";
  id: string;
  pages: string[];
  title?: string | null;
}

/** What a release changed against the one kept before it (publisher/src/release/release-changes.ts). */
export interface ReleaseChanges {
  added: ChangedEntry[];
  changed: ChangedEntry[];
  removed: ChangedEntry[];
}

/** What the site build reported about links in the live release (docs/redirects.md). */
export interface LinkReport {
  brokenLinks: { entry: string; link: string }[];
  redirectProblems: string[];
}

/** The last completed deploy to the site's storage (docs/deploying.md). */
export interface DeployRecord {
  buildId: string;
  reason: "release" | "rollback";
  target: string;
  startedAt: string;
  durationMs: number;
  uploaded: number;
  uploadedBytes: number;
  unchanged: number;
  deleted: number;
  deletedBytes: number;
  inGrace: number;
  purge: string | null;
}

export interface ReleaseHistoryEntry {
  buildId: string;
  releasedAt: string | null;
  pageCount: number | null;
  live: boolean;
  /** Null when it cannot be told (the oldest kept release, no content record); absent from older publishers. */
  changes?: ReleaseChanges | null;
}

/** Every answer of the plugin's routes: the publisher's data, or why it did not answer. */
export type Reply<T> = { reachable: true; data: T } | { reachable: false; message: string; detail?: string };

export interface EntryVerdict {
  state: "live" | "waiting" | "not-live";
  published: boolean;
  liveBuildId: string | null;
  pages: string[];
  /** The entry's own page on the live site, or null. */
  liveUrl: string | null;
  activeBuild: { buildId: string; phase: BuildPhase; startedAt: string } | null;
  queued: boolean;
  /** The newest build when the live release is older (after a rollback). */
  newerRelease: string | null;
}
