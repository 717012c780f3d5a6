import type { Dirent } from "node:fs";
import fs from "node:fs/promises";
import { BUILD_ID_PATTERN } from "@agency/shared/build-id";
import { currentLinkPath } from "./release-paths";

/** Release ids, oldest first (build ids sort chronologically). */
export async function listReleases(releasesDir: string): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(releasesDir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isDirectory() && BUILD_ID_PATTERN.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** The live release id, read from the `current` symlink; null when nothing was released yet. */
export async function currentRelease(releasesDir: string): Promise<string | null> {
  try {
    const target = await fs.readlink(currentLinkPath(releasesDir));
    return target.split("/").filter(Boolean).pop() ?? null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** When the live release went live: `current` is replaced on every switch, so its own mtime says it. */
export async function liveSince(releasesDir: string): Promise<string | null> {
  try {
    return (await fs.lstat(currentLinkPath(releasesDir))).mtime.toISOString();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
