import fs from "node:fs";
import { currentLinkPath } from "../release/release-paths";
import { readContentRecord } from "../release/content-record";

/**
 * Whether the live release uses a media file, from the content record kept in the release. Null
 * when it cannot be told (no id in the event, nothing live, a release without a record), so the
 * caller errs on the side of a build.
 */
export function mediaInLiveRelease(releasesDir: string, documentId: string | null): boolean | null {
  if (!documentId) return null;
  const live = currentLinkPath(releasesDir);
  if (!fs.existsSync(live)) return null;
  const recorded = readContentRecord(live);
  if ("problem" in recorded) return null;
  return recorded.record.media.some((media) => media.documentId === documentId);
}
