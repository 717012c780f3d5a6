import { liveEntry, type EntryKind, type LiveEntry } from "../audit/live-entry";
import type { StatusStore } from "./status-store";
import type { ActiveBuild } from "./status-types";

/** GET /entries/<kind>/<documentId>: is this document live, and at which versions; is a build on its way. */
export interface EntryState {
  live: LiveEntry | null;
  activeBuild: ActiveBuild | null;
  /** A build is waiting in the queue (events debouncing, or a follow-up after the running build). */
  queued: boolean;
  /** The newest kept release when the live one is older (after a rollback); null when the live release is the newest. */
  newerRelease: string | null;
}

export async function entryState(status: StatusStore, releasesDir: string, kind: EntryKind, documentId: string): Promise<EntryState> {
  const [live, described] = await Promise.all([liveEntry(releasesDir, kind, documentId), status.describe(releasesDir)]);
  const queueState = described.queue?.state;
  return {
    live,
    activeBuild: described.activeBuild,
    queued: queueState === "debouncing" || queueState === "pending",
    newerRelease: described.liveBehind?.newestBuildId ?? null,
  };
}
