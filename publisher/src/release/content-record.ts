import fs from "node:fs";
import path from "node:path";
import { CONTENT_RECORD_FILE, type ContentRecord } from "@agency/shared/content-record";

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
