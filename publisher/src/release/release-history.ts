import type { ReleaseHistoryEntry } from "@agency/cms/contract/publishing-contract";
import { releaseChanges } from "./release-changes";
import { readReleaseManifest } from "./release-manifest";
import { releasePath } from "./release-paths";

/**
 * The kept releases newest first, each with what its manifest says (null for a release without one) and
 * what it changed against the release kept before it (null for the oldest kept one, whose predecessor is
 * gone, and for a release without a readable content record).
 */
export function releaseHistory(releasesDir: string, releases: string[], liveId: string | null): ReleaseHistoryEntry[] {
  return releases
    .map((buildId, index) => {
      const manifest = readReleaseManifest(releasePath(releasesDir, buildId));
      const previous = index > 0 ? releases[index - 1] : undefined;
      return {
        buildId,
        releasedAt: typeof manifest?.releasedAt === "string" ? manifest.releasedAt : null,
        pageCount: typeof manifest?.pageCount === "number" ? manifest.pageCount : null,
        live: buildId === liveId,
        changes: previous ? releaseChanges(releasesDir, previous, buildId) : null,
      };
    })
    .reverse();
}
