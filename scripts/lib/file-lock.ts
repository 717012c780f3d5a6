import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { lock } from "proper-lockfile";

const RETRY_MS = 2_000;

/**
 * Takes the lock directory `lockDir` (proper-lockfile: an atomic mkdir whose mtime is refreshed while held,
 * so a holder that died is taken over after a minute), waiting up to `waitMs`. Resolves with the release.
 */
export async function takeLock(lockDir: string, what: string, waitMs: number): Promise<() => Promise<void>> {
  mkdirSync(dirname(lockDir), { recursive: true });
  try {
    return await lock(dirname(lockDir), {
      lockfilePath: lockDir,
      realpath: false,
      stale: 60_000,
      retries: { retries: Math.ceil(waitMs / RETRY_MS), minTimeout: RETRY_MS, maxTimeout: RETRY_MS },
      // A busy machine can delay the heartbeat; that must not abort work that is halfway through.
      onCompromised: (error) => console.warn(`[lock] the ${what} lock was disturbed (${error.message}); carrying on`),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    throw new Error(`Timed out after ${Math.round(waitMs / 60_000)} min waiting for ${what} (lock ${lockDir}): ${(error as Error).message}`);
  }
}
