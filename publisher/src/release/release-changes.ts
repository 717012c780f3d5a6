import type { RecordedEntry } from "@agency/shared/content-record";
import type { ChangedEntry, ReleaseChanges } from "@agency/cms/contract/publishing-contract";
import { entryKey, entryLocale } from "./content-record";
import { releaseRecord, type ReleaseRecord } from "./release-record";

/**
 * The record names page-data locations: `/index/` is the home page, and `/sq/…` results of the
 * layout's static queries are on every page rather than one, so they name no page.
 */
export function sitePathOf(recorded: string): string | null {
  if (recorded.startsWith("/sq/")) return null;
  return recorded === "/index/" ? "/" : recorded;
}

/**
 * The newest of an entry's versions (updatedAt values): the greatest instant; a record holds several when a page kept
 * a stale copy. Of equal instants, and when none is a date (a navigation's digest), the last one recorded. Null for none.
 */
export function newestVersion(versions: readonly string[]): string | null {
  let newest: string | null = null;
  let newestTime = Number.NEGATIVE_INFINITY;
  for (const version of versions) {
    const time = Date.parse(version);
    if (Number.isNaN(time)) continue;
    if (time >= newestTime) [newest, newestTime] = [version, time];
  }
  return newest ?? versions[versions.length - 1] ?? null;
}

const keyOf = (entry: RecordedEntry) => entryKey(entry, entryLocale(entry));
/** `entry` as a change: in the newer record for an added or changed entry, in the older one for a removed one. */
const named = (entry: RecordedEntry): ChangedEntry => ({
  kind: entry.kind,
  id: entry.id,
  locale: entryLocale(entry),
  pages: [...new Set(entry.renderedIn.map(sitePathOf).filter((page): page is string => page !== null))],
  version: newestVersion(entry.versions),
});
/** Versions as a set: a page holding a stale copy besides the new one still counts as a change of that entry. */
const sameVersions = (a: string[], b: string[]) => a.length === b.length && [...a].sort().every((version, i) => version === [...b].sort()[i]);

/**
 * The one rule for "what changed", per (kind, id, locale): a French-only edit changes the French entry alone (the Publishing page's release list and the "older than the CMS"
 * warning after a rollback both use it): `to` compared with `from`, entry by entry, from the two
 * releases' content records.
 */
export function compareRecords(from: RecordedEntry[], to: RecordedEntry[]): ReleaseChanges {
  const before = new Map(from.map((entry) => [keyOf(entry), entry]));
  const after = new Set(to.map(keyOf));
  const changes: ReleaseChanges = { added: [], changed: [], removed: [] };
  for (const entry of to) {
    const old = before.get(keyOf(entry));
    if (!old) changes.added.push(named(entry));
    else if (!sameVersions(old.versions, entry.versions)) changes.changed.push(named(entry));
  }
  for (const entry of from) if (!after.has(keyOf(entry))) changes.removed.push(named(entry));
  return changes;
}

/**
 * Comparisons already made, per pair of parsed records: the status compares every kept release with the one before it
 * on each request, and at a thousand posts that cost ~20 ms a request, a core's fifth while a page polled it during a
 * build. A record re-read from a changed file is a new object (release-record.ts), so it is compared anew.
 */
const compared = new WeakMap<ReleaseRecord, WeakMap<ReleaseRecord, ReleaseChanges>>();

/** `to` against `from` as kept on disk; null when either release has no readable record (it cannot be told). */
export function releaseChanges(releasesDir: string, from: string, to: string): ReleaseChanges | null {
  const older = releaseRecord(releasesDir, from);
  const newer = releaseRecord(releasesDir, to);
  if (!older || !newer) return null;
  let againstOlder = compared.get(older);
  if (!againstOlder) compared.set(older, (againstOlder = new WeakMap()));
  let changes = againstOlder.get(newer);
  if (!changes) againstOlder.set(newer, (changes = compareRecords(older.record.entries, newer.record.entries)));
  return changes;
}
