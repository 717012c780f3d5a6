import { LockBusyError } from "../../../shared/file-lock";
import { acquireBuildLock } from "../queue/build-lock";
import type { StatusStore } from "../status/status-store";
import { rollbackRelease, RollbackError, type RollbackResult } from "./rollback-release";

export interface RunRollbackOptions {
  releasesDir: string;
  stateDir: string;
  status: StatusStore;
  /** The kept release to go live; without it, the one before the live release. */
  to?: string;
  /** Who asked (an admin user's email), kept in `lastRollback`. */
  requestedBy?: string;
  /** How long to wait for a build that holds the lock. */
  lockWaitMs: number;
}

/**
 * A rollback as the CLI and the admin API run it: under the build lock (never switch while a build
 * is about to switch too), recorded as `lastRollback`. The workspace's trust is left as it is: it
 * describes the build output, not what is live, so the next publish builds current content as usual.
 */
export async function runRollback(options: RunRollbackOptions): Promise<RollbackResult> {
  let lock;
  try {
    lock = await acquireBuildLock(options.stateDir, { waitMs: options.lockWaitMs });
  } catch (error) {
    if (error instanceof LockBusyError) throw new RollbackError("busy", "a build is running; roll back when it has finished");
    throw error;
  }
  try {
    const result = await rollbackRelease(options.releasesDir, options.to);
    const by = options.requestedBy ? { requestedBy: options.requestedBy } : {};
    options.status.update({ lastRollback: { ...result, at: new Date().toISOString(), ...by } });
    return result;
  } finally {
    await lock.release();
  }
}
