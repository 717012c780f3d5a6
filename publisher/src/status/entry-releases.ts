import type { EntryReleases } from "@agency/cms/contract/history-contract";
import type { EntryKind } from "../audit/live-entry";
import { currentRelease, listReleases } from "../release/list-releases";
import { readReleaseManifest } from "../release/release-manifest";
import { releasePath } from "../release/release-paths";
import { documentKey, forgetPrunedRecords, releaseRecord } from "../release/release-record";

/**
 * GET /entries/<kind>/<documentId>/releases: the document in every kept release, newest first (the list the status's
 * history shows), each with the translations its content record rendered and their versions. The CMS's history
 * (docs/history.md) reads from it when each recorded version was live. A release without the document, or without a
 * readable record, renders none.
 */
export async function entryReleases(releasesDir: string, kind: EntryKind, documentId: string): Promise<EntryReleases> {
  const [releases, liveId] = await Promise.all([listReleases(releasesDir), currentRelease(releasesDir)]);
  forgetPrunedRecords(releasesDir, releases);
  return {
    releases: releases
      .map((buildId) => {
        const manifest = readReleaseManifest(releasePath(releasesDir, buildId));
        const recorded = releaseRecord(releasesDir, buildId)?.byDocument.get(documentKey(kind, documentId)) ?? [];
        return {
          buildId,
          releasedAt: typeof manifest?.releasedAt === "string" ? manifest.releasedAt : null,
          live: buildId === liveId,
          entries: recorded.map((entry) => ({ locale: entry.locale, versions: [...new Set(entry.versions)] })),
        };
      })
      .reverse(),
  };
}
