import { LockBusyError } from "@agency/shared/file-lock";
import { acquireBuildLock } from "../queue/build-lock";
import type { RollbackRecord } from "@agency/cms/contract/publishing-contract";
import { releasePath } from "./release-paths";
import { rollbackRelease, RollbackError, type RollbackResult } from "./rollback-release";

export interface RunRollbackOptions {
  releasesDir: string;
  stateDir: string;
  /** Where `lastRollback` is kept: the status store (publisher/src/status), which sits above the releases it describes. */
  status: { update(patch: { lastRollback: RollbackRecord }): unknown };
  /** The kept release to go live; without it, the one before the live release. */
  to?: string;
  /** Who asked (an admin user's email), kept in `lastRollback`. */
  requestedBy?: string;
  /** How long to wait for a build that holds the lock. */
  lockWaitMs: number;
  /** Deploys the chosen release to the bucket before it goes live (publisher/src/deploy); absent without a bucket. */
  deploy?: (buildId: string, releaseDir: string) => Promise<void>;
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
    const { deploy } = options;
    const result = await rollbackRelease(
      options.releasesDir,
      options.to,
      deploy &&
        (async (target) => {
          try {
            await deploy(target, releasePath(options.releasesDir, target));
          } catch (error) {
            throw new RollbackError("deploy-failed", `release ${target} could not be deployed to the bucket, so it is not live: ${(error as Error).message}`);
          }
        }),
    );
    const by = options.requestedBy ? { requestedBy: options.requestedBy } : {};
    options.status.update({ lastRollback: { ...result, at: new Date().toISOString(), ...by } });
    return result;
  } finally {
    await lock.release();
  }
}
