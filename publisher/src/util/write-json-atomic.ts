import writeFileAtomic from "write-file-atomic";

/** Write-then-rename (write-file-atomic), so a reader in another process (the CLI) never sees half a file. */
export function writeJsonAtomic(file: string, value: unknown): void {
  writeFileAtomic.sync(file, `${JSON.stringify(value, null, 2)}\n`);
}
