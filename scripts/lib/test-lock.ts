import { tmpdir } from "node:os";
import { join } from "node:path";
import { takeLock, type HeldLock } from "@agency/shared/file-lock";

/** Runs on one machine take turns: the test command and the benches each build into the repo's public/. */
export function takeMachineTestLock(holder: string, waitMs: number): Promise<HeldLock> {
  return takeLock(join(tmpdir(), "agency-site-tests.lock.lock"), { holder, waitMs, retryMs: 2_000 });
}
