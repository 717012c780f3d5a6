import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { currentLinkPath, releasePath } from "./release-paths";

/**
 * Points `current` at a release atomically: a new symlink is created under a temporary name and
 * rename(2)d over `current`. rename replaces the directory entry in one step, so every reader
 * sees either the old or the new target, never a missing link (`ln -sfn` unlinks first and
 * leaves a window where `current` does not exist).
 */
export async function switchCurrent(releasesDir: string, buildId: string): Promise<void> {
  const stat = await fs.stat(releasePath(releasesDir, buildId));
  if (!stat.isDirectory()) throw new Error(`release ${buildId} is not a directory`);
  const temp = path.join(releasesDir, `.current-${process.pid}-${randomBytes(4).toString("hex")}`);
  // Relative target: the releases directory can be moved or mounted elsewhere as a whole.
  await fs.symlink(buildId, temp);
  try {
    await fs.rename(temp, currentLinkPath(releasesDir));
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
  // Persist the directory entry so a crash right after the switch does not undo it.
  const dir = await fs.open(releasesDir, "r");
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}
