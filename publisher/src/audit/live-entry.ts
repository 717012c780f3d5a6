import { currentRelease, liveSince } from "../release/list-releases";
import { releasePath } from "../release/release-paths";
import { sitePathOf } from "../release/release-changes";
import { entryLocale, readContentRecord } from "../release/content-record";
import type { LiveEntry } from "@agency/cms/contract/publishing-contract";

/** The kinds an editor publishes one document of; navigations are versioned by digest, not per document. */
export const ENTRY_KINDS = ["page", "blog-post", "category", "tag", "author", "configuration"] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export const isEntryKind = (value: string): value is EntryKind => (ENTRY_KINDS as readonly string[]).includes(value);

/**
 * A document (in one locale, when given) as the live release's content record has it, or null when the live release does not
 * render it, has no readable record, or nothing is live. Read from the release directory itself, so
 * the record and the build id always belong together even if `current` switches meanwhile.
 */
export async function liveEntry(releasesDir: string, kind: EntryKind, documentId: string, locale?: string): Promise<LiveEntry | null> {
  const buildId = await currentRelease(releasesDir);
  if (!buildId) return null;
  const recorded = readContentRecord(releasePath(releasesDir, buildId));
  if ("problem" in recorded) return null;
  // Without a locale, every translation of the document counts (its versions and pages together).
  const entries = recorded.record.entries.filter((e) => e.kind === kind && e.id === documentId && (locale === undefined || entryLocale(e) === locale));
  if (entries.length === 0) return null;
  const pages = entries.flatMap((entry) => entry.renderedIn.map(sitePathOf)).filter((page): page is string => page !== null);
  const versions = [...new Set(entries.flatMap((entry) => entry.versions))];
  return { buildId, since: await liveSince(releasesDir), versions, pages: [...new Set(pages)] };
}
