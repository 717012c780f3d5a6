import fs from "node:fs";
import path from "node:path";
import { CONTENT_RECORD_FILE } from "@agency/shared/content-record";
import { entryLocale, readContentRecord, type ContentRecord, type RecordedEntry } from "./content-record";
import { releasePath } from "./release-paths";

/** A kept release's content record, parsed once, with its entries by document. */
export interface ReleaseRecord {
  record: ContentRecord;
  /** `<kind>\0<documentId>` → that document's translations as recorded. */
  byDocument: Map<string, RecordedEntry[]>;
}

interface Cached {
  /** The record file's identity when it was read: a release is never written in place, so it only changes in tests. */
  stamp: string;
  value: ReleaseRecord | null;
}

/** Far above any kept count (PUBLISHER_KEEP_RELEASES is 20 by default): the cap only stops a long-lived process from growing. */
const MAX_CACHED = 200;
const cache = new Map<string, Cached>();

export const documentKey = (kind: string, documentId: string): string => `${kind}\u0000${documentId}`;

function stampOf(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  } catch {
    return "missing";
  }
}

/**
 * A release's content record, or null when it has none that can be read. The status (every 3 s, comparing each kept
 * release with the one before) and the history's per-entry lookups read the same few records again and again: each is
 * parsed once and kept while the file is the same (one stat per call checks it).
 */
export function releaseRecord(releasesDir: string, buildId: string): ReleaseRecord | null {
  const dir = path.resolve(releasePath(releasesDir, buildId));
  const stamp = stampOf(path.join(dir, CONTENT_RECORD_FILE));
  const cached = cache.get(dir);
  if (cached?.stamp === stamp) return cached.value;
  const read = readContentRecord(dir);
  const value = "problem" in read ? null : { record: read.record, byDocument: indexByDocument(read.record.entries) };
  cache.delete(dir);
  cache.set(dir, { stamp, value });
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
  return value;
}

/** Forgets the releases of `releasesDir` that are no longer kept (pruned), so the cache holds the kept ones only. */
export function forgetPrunedRecords(releasesDir: string, kept: readonly string[]): void {
  const root = path.resolve(releasesDir);
  const keep = new Set(kept.map((buildId) => path.join(root, buildId)));
  for (const dir of cache.keys()) if (path.dirname(dir) === root && !keep.has(dir)) cache.delete(dir);
}

function indexByDocument(entries: RecordedEntry[]): Map<string, RecordedEntry[]> {
  const index = new Map<string, RecordedEntry[]>();
  for (const entry of entries) {
    const key = documentKey(entry.kind, entry.id);
    index.set(key, [...(index.get(key) ?? []), { ...entry, locale: entryLocale(entry) }]);
  }
  return index;
}
