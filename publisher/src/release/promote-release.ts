import fs from "node:fs/promises";
import { writeHeadersFile } from "../headers/headers-file";
import { writeReleaseManifest } from "./release-manifest";
import { releasePath } from "./release-paths";
import { switchCurrent } from "./switch-current";

export interface PromoteOptions {
  releasesDir: string;
  buildId: string;
  /** A validated copy of the build output inside releasesDir (same file system, so rename works). */
  stagingDir: string;
  pageCount: number;
  tagManager: boolean;
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
  writeHeadersFile(options.stagingDir, options.tagManager);
  writeReleaseManifest(options.stagingDir, {
    buildId: options.buildId,
    releasedAt: new Date().toISOString(),
    pageCount: options.pageCount,
    tagManager: options.tagManager,
  });
  options.beforeSwitch?.();
  await fs.rename(options.stagingDir, releasePath(options.releasesDir, options.buildId));
  await switchCurrent(options.releasesDir, options.buildId);
  options.afterSwitch?.();
}
