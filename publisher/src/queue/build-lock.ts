import fs from "node:fs/promises";
import path from "node:path";
import lockfile from "proper-lockfile";

export class LockBusyError extends Error {
  constructor(readonly lockPath: string) {
    super(`another publisher process holds the build lock (${lockPath})`);
  }
}

export interface HeldLock {
  release(): Promise<void>;
  /** Set when the lock was lost mid-build (e.g. its mtime went stale); the build must not release. */
  compromised(): Error | null;
}

export interface AcquireOptions {
  /** How long to keep retrying while another process builds; 0 = fail at once. */
  waitMs: number;
}

/**
 * Cross-process build lock: `gatsby build` shares ./public and ./.cache, and two publishers (a
 * server and a CLI `build`, say) must never build or switch releases at the same time.
 * proper-lockfile uses an atomic mkdir plus an mtime heartbeat, so a crashed holder's lock turns
 * stale after `stale` ms instead of blocking forever.
 */
export async function acquireBuildLock(stateDir: string, options: AcquireOptions): Promise<HeldLock> {
  await fs.mkdir(stateDir, { recursive: true });
  const lockPath = path.join(stateDir, "build.lock");
  let compromisedBy: Error | null = null;
  const intervalMs = 1_000;
  try {
    const release = await lockfile.lock(stateDir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: 15_000,
      update: 5_000,
      retries: { retries: Math.floor(options.waitMs / intervalMs), minTimeout: intervalMs, maxTimeout: intervalMs, factor: 1 },
      onCompromised: (error) => {
        compromisedBy = error;
      },
    });
    return {
      release: async () => {
        if (!compromisedBy) await release();
      },
      compromised: () => compromisedBy,
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new LockBusyError(lockPath);
    throw error;
  }
}
