import { currentRelease, listReleases } from "./list-releases";
import { switchCurrent } from "./switch-current";

export interface RollbackResult {
  from: string;
  to: string;
}

/** Switches `current` to the newest release older than the live one. */
export async function rollbackRelease(releasesDir: string): Promise<RollbackResult> {
  const live = await currentRelease(releasesDir);
  if (!live) throw new Error("nothing is live, so there is nothing to roll back");
  const older = (await listReleases(releasesDir)).filter((id) => id < live);
  const target = older[older.length - 1];
  if (!target) throw new Error(`no release older than ${live} is kept`);
  await switchCurrent(releasesDir, target);
  return { from: live, to: target };
}
