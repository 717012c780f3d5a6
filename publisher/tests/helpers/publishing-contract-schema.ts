import { z } from "zod";
import type {
  ChangedEntry,
  EntryState,
  PublisherRefusal,
  PublisherStatus,
  QueueSnapshot,
  ReconcileAnswer,
  RollbackAnswer,
} from "@agency/cms/contract/publishing-contract";
import type { EntryReleases } from "@agency/cms/contract/history-contract";
import type { ContentKind } from "@agency/shared/content-record";
import type { SingleFlightState } from "@agency/shared/debounced-single-flight";

/**
 * The publisher's admin API answers (and the history route's, history-contract.ts) as run-time schemas, to parse what a real publisher sends. The contract
 * itself is types only (cms/src/contract/publishing-contract.ts: the CMS's package does not depend on zod), so each
 * schema is held to its type below: the type check fails when one differs from the other, and the test fails
 * when the publisher's answers differ from both. Strict objects: a renamed field is an unknown key and a missing one.
 */
const isoTime = z.iso.datetime();
const buildId = z.string().regex(/^\d{8}-\d{6}-\d{3}-[0-9a-f]{4}$/);

const activeBuild = z.strictObject({
  buildId,
  trigger: z.string(),
  startedAt: isoTime,
  phase: z.enum(["waiting-for-lock", "waiting-for-cms", "building", "indexing", "validating", "auditing", "deploying", "releasing"]),
  pid: z.int(),
});

const changedEntry = z.strictObject({
  locale: z.string().min(1),
  kind: z.enum(["page", "blog-post", "category", "tag", "author", "configuration", "navigation"]),
  id: z.string(),
  pages: z.array(z.string()),
  version: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  versionId: z.int().nullable().optional(),
});
const releaseChanges = z.strictObject({ added: z.array(changedEntry), changed: z.array(changedEntry), removed: z.array(changedEntry) });

export const publisherStatusSchema = z.strictObject({
  lastSuccess: z
    .strictObject({
      buildId,
      trigger: z.string(),
      startedAt: isoTime,
      finishedAt: isoTime,
      durationMs: z.number(),
      pageCount: z.int(),
      publishToLiveMs: z.number().nullable(),
      cleanBuild: z.string().nullable(),
    })
    .nullable(),
  lastFailure: z
    .strictObject({
      buildId,
      trigger: z.string(),
      startedAt: isoTime,
      failedAt: isoTime,
      stage: z.enum(["lock", "cms", "build", "index", "validate", "audit", "deploy", "release"]),
      reason: z.string(),
      logTail: z.array(z.string()),
    })
    .nullable(),
  activeBuild: activeBuild.nullable(),
  queue: z
    .strictObject({
      state: z.enum(["idle", "debouncing", "running", "pending"]),
      waitingTriggers: z.int(),
      firstWaitingAt: z.number().nullable(),
      nextRunAt: z.number().nullable(),
      startedRuns: z.int(),
      completedRuns: z.int(),
      receivedTriggers: z.int(),
      finishedTriggers: z.int(),
      pid: z.int(),
    })
    .nullable(),
  lastEvent: z.strictObject({ event: z.string(), model: z.string().nullable(), rebuild: z.boolean(), reason: z.string(), receivedAt: isoTime }).nullable(),
  lastAudit: z
    .strictObject({
      buildId,
      at: isoTime,
      outcome: z.enum(["passed", "passed after a clean rebuild", "failed"]),
      checked: z.int(),
      mismatches: z.array(z.string()),
      changedDuringBuild: z.array(z.string()),
    })
    .nullable(),
  lastRollback: z.strictObject({ from: buildId, to: buildId, at: isoTime, requestedBy: z.string().optional() }).nullable(),
  lastDeploy: z
    .strictObject({
      buildId,
      target: z.string(),
      reason: z.enum(["release", "rollback"]),
      startedAt: isoTime,
      durationMs: z.number(),
      uploaded: z.int(),
      uploadedBytes: z.int(),
      unchanged: z.int(),
      deleted: z.int(),
      deletedBytes: z.int(),
      inGrace: z.int(),
      redirects: z.int(),
      changedPaths: z.int(),
      purge: z.string().nullable(),
    })
    .nullable(),
  lastDeployFailure: z.strictObject({ buildId, reason: z.enum(["release", "rollback"]), failedAt: isoTime, error: z.string() }).nullable(),
  updatedAt: isoTime.nullable(),
  live: z.strictObject({ buildId: buildId.nullable(), since: isoTime.nullable(), releases: z.array(buildId) }),
  history: z.array(
    z.strictObject({ buildId, releasedAt: isoTime.nullable(), pageCount: z.int().nullable(), live: z.boolean(), changes: releaseChanges.nullable() }),
  ),
  liveLinks: z
    .strictObject({ brokenLinks: z.array(z.strictObject({ entry: z.string(), link: z.string() })), redirectProblems: z.array(z.string()) })
    .nullable(),
  liveBehind: z.strictObject({ newestBuildId: buildId, changes: releaseChanges.nullable() }).nullable(),
  retention: z.strictObject({ keep: z.int(), kept: z.int(), diskBytes: z.int().nullable(), liveBytes: z.int().nullable() }),
});

export const entryStateSchema = z.strictObject({
  live: z.strictObject({ buildId, since: isoTime.nullable(), versions: z.array(z.string()), pages: z.array(z.string()) }).nullable(),
  activeBuild: activeBuild.nullable(),
  queued: z.boolean(),
  newerRelease: buildId.nullable(),
});

export const entryReleasesSchema = z.strictObject({
  releases: z.array(
    z.strictObject({
      buildId,
      releasedAt: isoTime.nullable(),
      live: z.boolean(),
      entries: z.array(z.strictObject({ locale: z.string().min(1), versions: z.array(z.string()) })),
    }),
  ),
});

export const reconcileAnswerSchema = z.strictObject({ accepted: z.literal(true), rebuild: z.literal(true), reason: z.string() });
export const rollbackAnswerSchema = z.strictObject({ from: buildId, to: buildId });
export const refusalSchema = z.strictObject({ error: z.string() });

/** True only when each type is assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compiles only when `Schema` infers exactly `Contract`. */
const inferred = <Schema, Contract>(holds: Same<Schema, Contract>): boolean => holds;

// Each schema is its contract type: a field renamed, added or retyped on one side only fails `npm run typecheck` here.
inferred<z.infer<typeof publisherStatusSchema>, PublisherStatus>(true);
inferred<z.infer<typeof entryStateSchema>, EntryState>(true);
inferred<z.infer<typeof entryReleasesSchema>, EntryReleases>(true);
inferred<z.infer<typeof reconcileAnswerSchema>, ReconcileAnswer>(true);
inferred<z.infer<typeof rollbackAnswerSchema>, RollbackAnswer>(true);
inferred<z.infer<typeof refusalSchema>, PublisherRefusal>(true);
// The contract restates two words the CMS's package cannot import from the shared package (it imports nothing from
// outside its folder): the kinds of content the record names, and the states of the build queue's debounce.
inferred<ChangedEntry["kind"], ContentKind>(true);
inferred<QueueSnapshot["state"], SingleFlightState>(true);
