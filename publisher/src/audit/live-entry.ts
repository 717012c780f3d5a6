import { currentRelease, liveSince } from "../release/list-releases";
import { releasePath } from "../release/release-paths";
import { sitePathOf } from "../release/release-changes";
import { readContentRecord } from "../release/content-record";
import type { LiveEntry } from "@agency/cms/contract/publishing-contract";

/** The kinds an editor publishes one document of; navigations are versioned by digest, not per document. */
export const ENTRY_KINDS = ["page", "blog-post", "configuration"] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export const isEntryKind = (value: string): value is EntryKind => (ENTRY_KINDS as readonly string[]).includes(value);

/**
 * A document as the live release's content record has it, or null when the live release does not
 * render it, has no readable record, or nothing is live. Read from the release directory itself, so
 * the record and the build id always belong together even if `current` switches meanwhile.
 */
export async function liveEntry(releasesDir: string, kind: EntryKind, documentId: string): Promise<LiveEntry | null> {
  const buildId = await currentRelease(releasesDir);
  if (!buildId) return null;
  const recorded = readContentRecord(releasePath(releasesDir, buildId));
  if ("problem" in recorded) return null;
  const entry = recorded.record.entries.find((e) => e.kind === kind && e.id === documentId);
  if (!entry) return null;
  const pages = entry.renderedIn.map(sitePathOf).filter((page): page is string => page !== null);
  return { buildId, since: await liveSince(releasesDir), versions: [...entry.versions], pages: [...new Set(pages)] };
}
