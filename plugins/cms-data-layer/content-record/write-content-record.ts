import { readdir, readFile, writeFile } from "node:fs/promises";
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

/** Reads the rendered versions back from `public/page-data` (page queries and static queries alike). */
export async function recordRenderedContent(publicDir: string): Promise<RecordedEntry[]> {
  const pageDataDir = join(publicDir, "page-data");
  const byKey = new Map<string, RecordedEntry>();
  for (const file of (await jsonFiles(pageDataDir)).sort()) {
    const where = file.slice(pageDataDir.length).replace(/\/page-data\.json$/, "/") || "/";
    for (const { kind, id, locale, version } of collectContentVersions(JSON.parse(await readFile(file, "utf8")))) {
      // One translation is one entry: the French and English versions of a document are audited each on its own.
      const key = `${kind}:${id}:${locale}`;
      const entry = byKey.get(key) ?? { kind, id, locale, versions: [], renderedIn: [] };
      if (!entry.versions.includes(version)) entry.versions.push(version);
      if (entry.renderedIn.length < SHOWN_PAGES && !entry.renderedIn.includes(where)) entry.renderedIn.push(where);
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()].sort((a, b) => `${a.kind}:${a.id}:${a.locale}`.localeCompare(`${b.kind}:${b.id}:${b.locale}`));
}

export async function writeContentRecord(publicDir: string, record: ContentRecord): Promise<void> {
  await writeFile(join(publicDir, CONTENT_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
}
