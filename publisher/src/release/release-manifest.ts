import fs from "node:fs";
import path from "node:path";
import { readJsonOrNull } from "../util/read-json-or-null";

/**
 * Facts about a release that its files do not tell: whether it was built with a tag manager
 * (the CSP depends on it) and how many pages it has (the next build's drop check). A dotfile,
 * so neither the local server nor a CDN serves it.
 */
export const MANIFEST_FILE = "/.publisher-release.json";

export interface ReleaseManifest {
  buildId: string;
  releasedAt: string;
  pageCount: number;
  tagManager: boolean;
}

export function writeReleaseManifest(dir: string, manifest: ReleaseManifest): void {
  // Removed first: a staged file may be a link shared with the live release, which must never change.
  fs.rmSync(path.join(dir, MANIFEST_FILE), { force: true });
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export function readReleaseManifest(dir: string): ReleaseManifest | null {
  return readJsonOrNull<ReleaseManifest>(path.join(dir, MANIFEST_FILE));
}
