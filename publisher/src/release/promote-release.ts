import fs from "node:fs/promises";
import { HEADERS_FILE, writeHeadersFile } from "../headers/headers-file";
import { walkFiles } from "../util/walk-files";
import { rememberReleaseFiles, withFiles } from "../util/release-files";
import { MANIFEST_FILE, writeReleaseManifest } from "./release-manifest";
import { releasePath } from "./release-paths";
import { switchCurrent } from "./switch-current";

export interface PromoteOptions {
  releasesDir: string;
  buildId: string;
  /** A validated copy of the build output inside releasesDir (same file system, so rename works). */
  stagingDir: string;
  pageCount: number;
  tagManager: boolean;
  /** Every file of the staging dir (util/release-files.ts); walked when not given. */
  files?: readonly string[];
  /** Last chance to refuse, e.g. when the build lock was lost meanwhile. */
  beforeSwitch?: () => void;
  /** Runs right after `current` points at the new release (the server reloads here). */
  afterSwitch?: () => void;
}

/**
 * Turns a validated staging dir into the live release: `_headers` and the manifest are written
 * first, then the dir is renamed to releases/<buildId>/ and `current` is switched atomically.
 */
export async function promoteRelease(options: PromoteOptions): Promise<void> {
  const files = options.files ?? walkFiles(options.stagingDir);
  writeHeadersFile(options.stagingDir, options.tagManager, files);
  writeReleaseManifest(options.stagingDir, {
    buildId: options.buildId,
    releasedAt: new Date().toISOString(),
    pageCount: options.pageCount,
    tagManager: options.tagManager,
  });
  options.beforeSwitch?.();
  const release = releasePath(options.releasesDir, options.buildId);
  await fs.rename(options.stagingDir, release);
  // Before the switch: the server's snapshot of the new release (afterSwitch) reads the list instead of walking it.
  rememberReleaseFiles(release, withFiles(files, [HEADERS_FILE, MANIFEST_FILE]));
  await switchCurrent(options.releasesDir, options.buildId);
  options.afterSwitch?.();
}
