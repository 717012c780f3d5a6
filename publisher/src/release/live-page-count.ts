import { isPage, walkFiles } from "../util/walk-files";
import { readReleaseManifest } from "./release-manifest";
import { releasePath } from "./release-paths";

/** HTML page count of a release (from its manifest, else counted), or null when nothing is live. */
export function livePageCount(releasesDir: string, liveId: string | null): number | null {
  if (!liveId) return null;
  const dir = releasePath(releasesDir, liveId);
  return readReleaseManifest(dir)?.pageCount ?? walkFiles(dir).filter(isPage).length;
}
