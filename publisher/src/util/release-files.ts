import fs from "node:fs";
import { walkFiles } from "./walk-files";

/**
 * The file lists of the releases this publisher promoted, as walkFiles gives them (sorted URL-style paths), by real
 * path. Staging lists a release while making it, and the steps after add what they write (the search index,
 * `_headers`, the manifest), so the release is not walked again: at 5,000 posts a release is 49,000 files, and every
 * walk of it took 0.7 s, five times per publish (bench/RESULTS.md). A release is never written once it is promoted
 * (docs/publishing.md), so its list stays true for its life. Any other directory (a release from before a restart, a
 * plain build output the server is pointed at) is walked at each call, as before.
 */
const known = new Map<string, readonly string[]>();
/** The live release, the one before it (a rollback target, the next index step's "live") and a little slack. */
const KEPT = 4;

const realPathOf = (dir: string): string | null => {
  try {
    return fs.realpathSync(dir);
  } catch {
    return null;
  }
};

export function releaseFiles(dir: string): readonly string[] {
  const real = realPathOf(dir);
  return (real !== null ? known.get(real) : undefined) ?? walkFiles(dir);
}

/** Called once a release is in place under its final path, with every file in it. */
export function rememberReleaseFiles(dir: string, files: readonly string[]): void {
  const real = realPathOf(dir);
  if (real === null) return;
  known.delete(real);
  known.set(real, files);
  for (const oldest of known.keys()) {
    if (known.size <= KEPT) break;
    known.delete(oldest);
  }
}

/** `files` with `added` merged in, sorted and without repeats, as a walk of the directory would list them. */
export function withFiles(files: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...files, ...added])].sort();
}
