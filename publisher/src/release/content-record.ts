import fs from "node:fs";
import path from "node:path";
import { CONTENT_RECORD_FILE, type ContentRecord, type RecordedEntry } from "@agency/shared/content-record";
import { DEFAULT_LOCALE } from "@agency/cms/contract/locales";

export type { ContentRecord, RecordedEntry } from "@agency/shared/content-record";

/**
 * The site build's account of what it rendered (written by the site's onPostBuild, read here).
 * The site owns the format; the publisher only reads it, from a staged output or a release.
 */
export function readContentRecord(dir: string): { record: ContentRecord } | { problem: string } {
  const file = path.join(dir, CONTENT_RECORD_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    return { problem: `the build wrote no content record (${CONTENT_RECORD_FILE})` };
  }
  try {
    const record = JSON.parse(text) as ContentRecord;
    if (!Array.isArray(record.entries) || !Array.isArray(record.media)) throw new Error("entries or media missing");
    return { record };
  } catch (error) {
    return { problem: `the build's content record (${CONTENT_RECORD_FILE}) is malformed: ${(error as Error).message}` };
  }
}

/**
 * The locale an entry was rendered in: entries are identified by (kind, id, locale). A record written before the
 * site had languages names none: its entries are the default locale's.
 */
export function entryLocale(entry: RecordedEntry): string {
  const locale = (entry as { locale?: unknown }).locale;
  return typeof locale === "string" && locale !== "" ? locale : DEFAULT_LOCALE;
}

/** One key per (kind, id, locale): the translations of one document are separate entries. */
export const entryKey = (entry: { kind: string; id: string }, locale: string): string => `${entry.kind}\u0000${entry.id}\u0000${locale}`;
