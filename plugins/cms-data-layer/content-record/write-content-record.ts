import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { CONTENT_RECORD_FILE, type ContentRecord, type RecordedEntry } from "../../../shared/content-record";
import type { ContentVersion } from "./content-version";

const SHOWN_PAGES = 3;

function isContentVersion(value: unknown): value is ContentVersion {
  const v = value as Partial<ContentVersion> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.kind === "string" &&
    typeof v.id === "string" &&
    typeof v.locale === "string" &&
    typeof v.version === "string"
  );
}

/** Finds every `contentVersion` object anywhere in a page-data or static-query result. */
export function collectContentVersions(json: unknown, found: ContentVersion[] = []): ContentVersion[] {
  if (Array.isArray(json)) {
    for (const item of json) collectContentVersions(item, found);
  } else if (typeof json === "object" && json !== null) {
    for (const [key, value] of Object.entries(json)) {
      if (key === "contentVersion" && isContentVersion(value)) found.push(value);
      else collectContentVersions(value, found);
    }
  }
  return found;
}

async function jsonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".json")).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The versions each page-data file held when it was last read, by path, with the file's size and times then. A warm
 * build rewrites only the page-data of pages whose data changed, so the next build reads only those again: at 5,000
 * posts every file is 9,000 reads and parses of 6 KB and more per build (bench/RESULTS.md, 2026-11-29).
 */
export type RenderedFiles = Record<string, { stamp: string; versions: ContentVersion[] }>;

/** Any write changes a file's mtime and ctime; a copy (the publisher's workspace restore) changes its ctime. */
const stampOf = (info: { size: number; mtimeMs: number; ctimeMs: number }) => `${info.size}:${info.mtimeMs}:${info.ctimeMs}`;

/** Reads the rendered versions back from `public/page-data` (page queries and static queries alike). */
export async function recordRenderedContent(publicDir: string, known: RenderedFiles = {}): Promise<{ entries: RecordedEntry[]; files: RenderedFiles }> {
  const pageDataDir = join(publicDir, "page-data");
  const byKey = new Map<string, RecordedEntry>();
  const files: RenderedFiles = {};
  for (const file of (await jsonFiles(pageDataDir)).sort()) {
    const where = file.slice(pageDataDir.length).replace(/\/page-data\.json$/, "/") || "/";
    const stamp = stampOf(await stat(file));
    const cached = known[where];
    const versions = cached?.stamp === stamp ? cached.versions : collectContentVersions(JSON.parse(await readFile(file, "utf8")));
    files[where] = { stamp, versions };
    for (const { kind, id, locale, version } of versions) {
      // One translation is one entry: the French and English versions of a document are audited each on its own.
      const key = `${kind}:${id}:${locale}`;
      const entry = byKey.get(key) ?? { kind, id, locale, versions: [], renderedIn: [] };
      if (!entry.versions.includes(version)) entry.versions.push(version);
      if (entry.renderedIn.length < SHOWN_PAGES && !entry.renderedIn.includes(where)) entry.renderedIn.push(where);
      byKey.set(key, entry);
    }
  }
  const entries = [...byKey.values()].sort((a, b) => `${a.kind}:${a.id}:${a.locale}`.localeCompare(`${b.kind}:${b.id}:${b.locale}`));
  return { entries, files };
}

export async function writeContentRecord(publicDir: string, record: ContentRecord): Promise<void> {
  await writeFile(join(publicDir, CONTENT_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
}
