import fs from "node:fs/promises";
import path from "node:path";
import { currentRelease, listReleases } from "./list-releases";
import { releasePath } from "./release-paths";

/**
 * Keeps the newest `keep` releases (and always the live one, which after a rollback may be
 * older), deletes the rest, and clears leftovers of interrupted stagings/switches.
 * Callers hold the build lock, so no staging in progress is removed.
 */
export async function pruneReleases(releasesDir: string, keep: number): Promise<string[]> {
  const releases = await listReleases(releasesDir);
  const live = await currentRelease(releasesDir);
  const doomed = releases.slice(0, Math.max(0, releases.length - keep)).filter((id) => id !== live);
  for (const id of doomed) await fs.rm(releasePath(releasesDir, id), { recursive: true, force: true });
  for (const name of await fs.readdir(releasesDir)) {
    if (name.startsWith(".staging-") || name.startsWith(".current-")) {
      await fs.rm(path.join(releasesDir, name), { recursive: true, force: true });
    }
  }
  return doomed;
}
