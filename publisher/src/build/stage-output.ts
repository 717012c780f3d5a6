import fs from "node:fs/promises";
import path from "node:path";

export interface StagedOutput {
  /** Files shared with the live release (hard links): unchanged since it was built. */
  linked: number;
  /** Files written anew. */
  copied: number;
  bytesCopied: number;
  /** Every regular file staged, as walkFiles would list the staging dir (util/walk-files.ts), so no step walks it again. */
  files: string[];
}

/**
 * Makes the staging copy of a build's output. A file the build did not change since the live release (same
 * size, same modification time: Gatsby leaves untouched files alone, and releases keep their timestamps) is a
 * hard link to the live release's file; the rest is copied with its timestamps. Releases are never written in
 * place (docs/publishing.md), so sharing a file between two of them is safe, and deleting one release leaves the
 * other's files whole. At a thousand posts most of a release is unchanged images: linking them is what keeps
 * publish → live short.
 *
 * Anything that stops a link (another file system, a live release that is gone) falls back to a copy.
 */
export async function stageOutput(outputDir: string, staging: string, liveDir: string | null): Promise<StagedOutput> {
  const totals: StagedOutput = { linked: 0, copied: 0, bytesCopied: 0, files: [] };
  await fs.rm(staging, { recursive: true, force: true });
  await stageDir(outputDir, staging, liveDir, totals, "");
  totals.files.sort();
  return totals;
}

async function stageDir(from: string, to: string, live: string | null, totals: StagedOutput, sitePath: string): Promise<void> {
  await fs.mkdir(to, { recursive: true });
  const entries = await fs.readdir(from, { withFileTypes: true });
  // A few files at a time: thousands of parallel opens would exhaust file descriptors.
  for (let start = 0; start < entries.length; start += 32) {
    await Promise.all(
      entries.slice(start, start + 32).map(async (entry) => {
        const source = path.join(from, entry.name);
        const target = path.join(to, entry.name);
        const livePath = live ? path.join(live, entry.name) : null;
        const entryPath = `${sitePath}/${entry.name}`;
        if (entry.isDirectory()) return stageDir(source, target, livePath, totals, entryPath);
        if (entry.isSymbolicLink()) return fs.symlink(await fs.readlink(source), target);
        if (!entry.isFile()) return undefined;
        totals.files.push(entryPath);
        if (livePath && (await linkIfUnchanged(source, livePath, target))) {
          totals.linked += 1;
          return undefined;
        }
        const stat = await fs.stat(source);
        await fs.copyFile(source, target);
        await fs.utimes(target, stat.atime, stat.mtime);
        totals.copied += 1;
        totals.bytesCopied += stat.size;
        return undefined;
      }),
    );
  }
}

async function linkIfUnchanged(source: string, livePath: string, target: string): Promise<boolean> {
  try {
    const [built, live] = await Promise.all([fs.stat(source), fs.lstat(livePath)]);
    // A release's copy gets its time through utimes, which keeps milliseconds only and may round up (…445.994 is
    // stored as …446): times less than a millisecond apart are the same. Comparing truncated milliseconds made
    // about half of the unchanged files look changed, so every publish copied them again.
    if (!live.isFile() || built.size !== live.size || Math.abs(built.mtimeMs - live.mtimeMs) >= 1) return false;
    await fs.link(livePath, target);
    return true;
  } catch {
    return false;
  }
}
