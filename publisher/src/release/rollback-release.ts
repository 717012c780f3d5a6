import { currentRelease, listReleases } from "./list-releases";
import { switchCurrent } from "./switch-current";

export interface RollbackResult {
  from: string;
  to: string;
}

/** Why a rollback was refused; the admin API turns `kind` into its HTTP status. */
export type RollbackRefusal = "nothing-live" | "not-kept" | "already-live" | "none-older" | "busy" | "deploy-failed";

export class RollbackError extends Error {
  constructor(
    readonly kind: RollbackRefusal,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Switches `current` to the release `to`, or without it to the newest release older than the live
 * one. Only ids of kept releases are accepted (listReleases checks the id's shape, so nothing
 * outside the releases directory can be pointed at). `beforeSwitch` runs with the chosen release
 * (the bucket deploy); when it throws, `current` stays as it was.
 */
export async function rollbackRelease(releasesDir: string, to?: string, beforeSwitch?: (target: string) => Promise<void>): Promise<RollbackResult> {
  const live = await currentRelease(releasesDir);
  if (!live) throw new RollbackError("nothing-live", "nothing is live, so there is nothing to roll back");
  const kept = await listReleases(releasesDir);
  let target: string;
  if (to === undefined) {
    const older = kept.filter((id) => id < live);
    const newestOlder = older[older.length - 1];
    if (!newestOlder) throw new RollbackError("none-older", `no release older than ${live} is kept`);
    target = newestOlder;
  } else {
    if (!kept.includes(to)) throw new RollbackError("not-kept", `no release ${to} is kept`);
    if (to === live) throw new RollbackError("already-live", `release ${to} is already live`);
    target = to;
  }
  await beforeSwitch?.(target);
  await switchCurrent(releasesDir, target);
  return { from: live, to: target };
}
