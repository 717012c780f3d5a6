/** @jest-environment node */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LockBusyError, takeLock } from "@agency/shared/file-lock";

describe("the one cross-process lock", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "file-lock-test-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test("a held lock refuses a second holder, naming the first, and is free again once released", async () => {
    const path = join(dir, "state", "build.lock");
    const first = await takeLock(path, { holder: "another publisher process", name: "the build lock", waitMs: 0 });
    expect(existsSync(path)).toBe(true);
    const second = takeLock(path, { holder: "another publisher process", name: "the build lock", waitMs: 0 });
    await expect(second).rejects.toBeInstanceOf(LockBusyError);
    await expect(second).rejects.toThrow(`another publisher process holds the build lock (${path})`);
    expect(first.compromised()).toBeNull();
    await first.release();
    expect(existsSync(path)).toBe(false);
    await (await takeLock(path, { holder: "another publisher process", waitMs: 0 })).release();
  });

  test("a waiting holder gets the lock when the first lets go", async () => {
    const path = join(dir, "tests.lock");
    const first = await takeLock(path, { holder: "another test run on this machine", waitMs: 0 });
    setTimeout(() => void first.release(), 200);
    const second = await takeLock(path, { holder: "another test run on this machine", waitMs: 5_000, retryMs: 100 });
    expect(second.compromised()).toBeNull();
    await second.release();
  });
});
