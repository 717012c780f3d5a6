import { liveEntry, type EntryKind } from "../audit/live-entry";
import type { EntryState } from "@agency/cms/contract/publishing-contract";
import type { PublisherConfig } from "../config/load-config";
import type { StatusStore } from "./status-store";

/** GET /entries/<kind>/<documentId>: is this document live, and at which versions; is a build on its way. */
export async function entryState(
  status: StatusStore,
  config: Pick<PublisherConfig, "releasesDir" | "keepReleases">,
  kind: EntryKind,
  documentId: string,
): Promise<EntryState> {
  const [live, described] = await Promise.all([liveEntry(config.releasesDir, kind, documentId), status.describe(config)]);
  const queueState = described.queue?.state;
  return {
    live,
    activeBuild: described.activeBuild,
    queued: queueState === "debouncing" || queueState === "pending",
    newerRelease: described.liveBehind?.newestBuildId ?? null,
  };
}
