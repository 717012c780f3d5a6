/**
 * The one contract between the publisher's admin API and the CMS's Publishing plugin (docs/publishing.md,
 * "The admin API"): what GET /status, GET /entries/<kind>/<documentId>, POST /reconcile and POST /rollback
 * answer, and what the plugin's server hands its admin part. The publisher builds its answers from these
 * types (publisher/src/status/status-types.ts) and the plugin reads them from here, so a field renamed on
 * one side fails the type check of the other. Types only: the admin bundle, the CMS's compiled server and
 * the publisher all import it, and it loads nothing at run time.
 */

/** The content record's kinds (shared/content-record.ts): what a release names its changed entries by. */
type ContentKind = "page" | "blog-post" | "category" | "tag" | "author" | "configuration" | "navigation";

/** Where a failed build stopped. */
export type BuildStage = "lock" | "cms" | "build" | "index" | "validate" | "audit" | "deploy" | "release";

/** What the running build is doing now. */
export type BuildPhase = "waiting-for-lock" | "waiting-for-cms" | "building" | "indexing" | "validating" | "auditing" | "deploying" | "releasing";

export interface ActiveBuild {
  buildId: string;
  trigger: string;
  startedAt: string;
  phase: BuildPhase;
  /** The publisher process running it: a record left by a process that died is dropped. */
  pid: number;
}

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

interface FailureRecord {
  buildId: string;
  trigger: string;
  startedAt: string;
  failedAt: string;
  stage: BuildStage;
  reason: string;
  logTail: string[];
}

/** The content audit of the last build that got that far. */
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

/** The build queue of the running server (publisher/src/queue/build-queue.ts builds it from its debounce's state). */
export interface QueueSnapshot {
  state: "idle" | "debouncing" | "running" | "pending";
  waitingTriggers: number;
  firstWaitingAt: number | null;
  nextRunAt: number | null;
  startedRuns: number;
  completedRuns: number;
  /** Triggers received since start: the number of the latest one. */
  receivedTriggers: number;
  /** Triggers whose build has ended (live or failed); trigger n is done once this reaches n. */
  finishedTriggers: number;
}

/** The queue as the status reports it, with the process it runs in. */
interface QueueRecord extends QueueSnapshot {
  pid: number;
}

/** The last webhook event the publisher received. */
interface EventRecord {
  event: string;
  model: string | null;
  rebuild: boolean;
  reason: string;
  receivedAt: string;
}

export interface RollbackRecord {
  from: string;
  to: string;
  at: string;
  /** Who asked (an admin user's email); absent when nobody in particular did (the CLI). */
  requestedBy?: string;
}

/** The last completed deploy to the site's storage (docs/deploying.md): its counts, and how the CDN purge went. */
export interface DeployRecord {
  buildId: string;
  target: string;
  /** Why: a new release, or a rollback redeploying a kept one. */
  reason: "release" | "rollback";
  startedAt: string;
  durationMs: number;
  uploaded: number;
  uploadedBytes: number;
  unchanged: number;
  deleted: number;
  deletedBytes: number;
  /** Objects that left the site but stay for open tabs until the grace period ends. */
  inGrace: number;
  redirects: number;
  /** How many paths were handed to the purge hook. */
  changedPaths: number;
  /** "done", what went wrong, or null when no purge hook is configured. */
  purge: string | null;
}

interface DeployFailureRecord {
  buildId: string;
  reason: DeployRecord["reason"];
  failedAt: string;
  error: string;
}

/** One entry a release changed, named the way the content record names it. */
export interface ChangedEntry {
  kind: ContentKind;
  id: string;
  /** The translation that changed (a site locale's code): one document's locales are separate entries. */
  locale: string;
  /** Site paths it is on (in the newer release; in the older one for a removed entry), as far as the record names them. */
  pages: string[];
  /**
   * The version (updatedAt) the change is about: the newer release's for an added or changed entry, the older
   * release's for a removed one; the newest when the record holds several. Null when the record has none.
   */
  version?: string | null;
  /**
   * Added by the CMS before the panel sees the list (the publisher knows only ids): the title the entry had in that
   * version (from its recorded history, docs/history.md), else today's; null when it has none.
   */
  title?: string | null;
  /** Added by the CMS: the recorded version (history-contract.ts) this change put on the site or took off, if recorded. */
  versionId?: number | null;
}

/** What one release changed against another: entries it shows that the other did not, shows at another version, or no longer shows. */
export interface ReleaseChanges {
  added: ChangedEntry[];
  changed: ChangedEntry[];
  removed: ChangedEntry[];
}

/** A rich-text link to a path the site neither has nor redirects, with the entry that holds it (docs/redirects.md). */
interface BrokenLink {
  entry: string;
  link: string;
}

/** What the site build reported about links in a release. */
export interface LinkReport {
  brokenLinks: BrokenLink[];
  /** Redirects the build could not use (a loop, a target that is not a page), in words. */
  redirectProblems: string[];
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

/** GET /status (and `cli status`): the stored records plus the live release, read from disk. */
export interface PublisherStatus {
  lastSuccess: SuccessRecord | null;
  lastFailure: FailureRecord | null;
  activeBuild: ActiveBuild | null;
  queue: QueueRecord | null;
  lastEvent: EventRecord | null;
  lastAudit: AuditRecord | null;
  lastRollback: RollbackRecord | null;
  /** Only with a bucket configured (DEPLOY_S3_BUCKET). */
  lastDeploy: DeployRecord | null;
  /** The last deploy that failed, cleared by the next one that completes. */
  lastDeployFailure: DeployFailureRecord | null;
  updatedAt: string | null;
  live: { buildId: string | null; since: string | null; releases: string[] };
  /** The kept releases, newest first. */
  history: ReleaseHistoryEntry[];
  /** The live release's broken rich-text links and unusable redirects; null when it carries no report. */
  liveLinks: LinkReport | null;
  /** Null when the live release is the newest kept one (or nothing is live). */
  liveBehind: LiveBehind | null;
  /** How many releases are kept (PUBLISHER_KEEP_RELEASES) and what they take on disk, hard-linked files counted once. */
  retention: ReleaseRetention;
}

export interface ReleaseRetention {
  keep: number;
  kept: number;
  /** Bytes on disk of every kept release together; null when it could not be measured. */
  diskBytes: number | null;
  /** Of which the live release alone: the rest is what keeping history costs. */
  liveBytes: number | null;
}

/** A document as the live release's content record has it. */
export interface LiveEntry {
  buildId: string;
  since: string | null;
  /** The `updatedAt` values the live release rendered this document at (more than one: a stale copy somewhere). */
  versions: string[];
  /** Site paths it was rendered on, as far as the record names them. */
  pages: string[];
}

/** GET /entries/<kind>/<documentId>: is this document live, and at which versions; is a build on its way. */
export interface EntryState {
  live: LiveEntry | null;
  activeBuild: ActiveBuild | null;
  /** A build is waiting in the queue (events debouncing, or a follow-up after the running build). */
  queued: boolean;
  /** The newest kept release when the live one is older (after a rollback); null when the live release is the newest. */
  newerRelease: string | null;
}

/** POST /reconcile: the build is queued. */
export interface ReconcileAnswer {
  accepted: true;
  rebuild: true;
  reason: string;
}

/** POST /rollback: which release went live in place of which. */
export interface RollbackAnswer {
  from: string;
  to: string;
}

/** Every refusal of the admin API (400, 404, 409, 502). */
export interface PublisherRefusal {
  error: string;
}

/** Where one document stands on the site: the plugin's verdict from EntryState and the CMS's published version. */
export interface EntryVerdict {
  /** live: this published version is in the live release; waiting: a build is running or queued; not-live: neither. */
  state: "live" | "waiting" | "not-live";
  published: boolean;
  /** The live release that renders the document at all (at this or an older version), or null. */
  liveBuildId: string | null;
  pages: string[];
  /** The entry's own page on the live site (its first page there), or null when the live release shows it on none. */
  liveUrl: string | null;
  activeBuild: ActiveBuild | null;
  queued: boolean;
  /** The newest build when the live release is older (after a rollback): the CMS is ahead of the site until a new build is live. */
  newerRelease: string | null;
}

/** Every answer of the plugin's routes to its admin part: the publisher's data, or why it did not answer. */
export type Reply<T> = { reachable: true; data: T } | { reachable: false; message: string; detail?: string };
