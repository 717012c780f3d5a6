import fs from "node:fs";

/** Write-then-rename, so a reader in another process (the CLI) never sees half a file. */
export function writeJsonAtomic(file: string, value: unknown): void {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temp, file);
}
