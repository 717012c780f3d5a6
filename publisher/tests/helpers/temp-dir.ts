import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** A fresh directory under the OS temp dir; tests remove it in afterEach/afterAll. */
export function makeTempDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `publisher-${label}-`));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}
