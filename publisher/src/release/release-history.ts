import type { ReleaseHistoryEntry } from "../status/status-types";
import { readReleaseManifest } from "./release-manifest";
import { releasePath } from "./release-paths";

/** The kept releases newest first, each with what its manifest says (null for a release without one). */
export function releaseHistory(releasesDir: string, releases: string[], liveId: string | null): ReleaseHistoryEntry[] {
  return [...releases].reverse().map((buildId) => {
    const manifest = readReleaseManifest(releasePath(releasesDir, buildId));
    return {
      buildId,
      releasedAt: typeof manifest?.releasedAt === "string" ? manifest.releasedAt : null,
      pageCount: typeof manifest?.pageCount === "number" ? manifest.pageCount : null,
      live: buildId === liveId,
    };
  });
}
