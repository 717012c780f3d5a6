import { liveEntry, type EntryKind } from "../audit/live-entry";
import type { EntryState } from "@agency/cms/contract/publishing-contract";
import type { StatusStore } from "./status-store";

/** GET /entries/<kind>/<documentId>: is this document live, and at which versions; is a build on its way. */
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
