import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { lock } from "proper-lockfile";

export interface HeldLock {
  /** Gives the lock back; does nothing once the lock was lost (someone else may hold it now). */
  release(): Promise<void>;
  /** Set when the lock was lost while held (its heartbeat went stale); work that must be exclusive should stop. */
  compromised(): Error | null;
}

export class LockBusyError extends Error {
  constructor(
    message: string,
    readonly lockPath: string,
  ) {
    super(message);
  }
}

export interface LockOptions {
  /** What holds the lock when it is busy, for the message: e.g. "another test run on this machine". */
  holder: string;
  /** What the lock is called in that message: "the build lock"; "the lock" by default. */
  name?: string;
  /** How long to keep retrying while it is held; 0 fails at once. */
  waitMs: number;
  /** A lock whose heartbeat is older than this is taken over (its holder died). */
  staleMs?: number;
  /** How often the heartbeat refreshes while held. */
  updateMs?: number;
  retryMs?: number;
}

/**
 * The one cross-process lock of the repository: proper-lockfile's atomic mkdir of `lockPath` with an mtime
 * heartbeat, so a holder that died is taken over once the lock is stale instead of blocking forever.
 * A busy machine can delay the heartbeat: a lost lock is recorded (compromised()) rather than thrown from a
 * timer, and the holder decides what that means for its work.
 */
export async function takeLock(lockPath: string, options: LockOptions): Promise<HeldLock> {
  mkdirSync(dirname(lockPath), { recursive: true });
  const retryMs = options.retryMs ?? 1_000;
  let lost: Error | null = null;
  try {
    const release = await lock(dirname(lockPath), {
      lockfilePath: lockPath,
      realpath: false,
      stale: options.staleMs ?? 60_000,
      update: options.updateMs,
      retries: { retries: Math.floor(options.waitMs / retryMs), minTimeout: retryMs, maxTimeout: retryMs, factor: 1 },
      onCompromised: (error) => {
        lost = error;
        console.warn(`[lock] ${lockPath} was lost while held (${error.message})`);
      },
    });
    return {
      release: async () => {
        if (!lost) await release();
      },
      compromised: () => lost,
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    const waited = options.waitMs > 0 ? ` (waited ${Math.round(options.waitMs / 1000)} s)` : "";
    throw new LockBusyError(`${options.holder} holds ${options.name ?? "the lock"} (${lockPath})${waited}`, lockPath);
  }
}
