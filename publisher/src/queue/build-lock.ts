import fs from "node:fs/promises";
import path from "node:path";
import { takeLock, type HeldLock } from "@agency/shared/file-lock";

/**
 * Cross-process build lock: `gatsby build` shares ./public and ./.cache, and two publishers (a
 * server and a CLI `build`, say) must never build or switch releases at the same time. A crashed
 * holder's lock turns stale after 15 s instead of blocking forever.
 */
export async function acquireBuildLock(stateDir: string, options: { waitMs: number }): Promise<HeldLock> {
  await fs.mkdir(stateDir, { recursive: true });
  return takeLock(path.join(stateDir, "build.lock"), {
    holder: "another publisher process",
    name: "the build lock",
    waitMs: options.waitMs,
    staleMs: 15_000,
    updateMs: 5_000,
  });
}
