import { execFileSync } from "node:child_process";

/** Bytes and files of a release as visitors get it (a file linked from another release counts here too). */
export function directorySize(dir: string): { bytes: number; files: number } {
  const bytes = Number(execFileSync("du", ["-sb", dir], { encoding: "utf8" }).split(/\s+/)[0]);
  const files = Number(execFileSync("sh", ["-c", `find "${dir}" -type f | wc -l`], { encoding: "utf8" }).trim());
  return { bytes, files };
}
