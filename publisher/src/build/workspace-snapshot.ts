import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { writeJsonAtomic } from "../util/write-json-atomic";
import { readJsonOrNull } from "../util/read-json-or-null";

/**
 * A copy of the build workspace (Gatsby's `.cache` and `public/`) as it was when a release went live.
 * A build that did not go live leaves the workspace untrusted (build-workspace.ts); instead of starting
 * cold — at 1,000 posts that is minutes, most of it re-resizing every image — the next build starts from
 * this copy, which holds nothing a failed build wrote. Copies, not hard links: Gatsby rewrites some
 * files in place (its LMDB node store), which would change a linked snapshot too.
 *
 * The mark file is written last and removed first, so a snapshot cut short (a crash, a full disk) is
 * never restored.
 */
export interface SnapshotMark {
  buildId: string;
  takenAt: string;
  /** The CMS the copied build sourced from: restored only for a build against the same one (build-workspace.ts). */
  cmsUrl?: string;
}

export interface SnapshotStats {
  filesCopied: number;
  bytesCopied: number;
  entriesRemoved: number;
}

export class WorkspaceSnapshot {
  private readonly markFile: string;

  constructor(
    private readonly root: string,
    /** The workspace's directories, in a fixed order: each is kept under its index and name. */
    private readonly dirs: string[],
  ) {
    this.markFile = path.join(root, "snapshot.json");
  }

  read(): SnapshotMark | null {
    return readJsonOrNull<SnapshotMark>(this.markFile);
  }

  /** Brings the copy up to date with the workspace: only files whose size or time changed are copied. */
  async take(buildId: string, cmsUrl: string): Promise<SnapshotStats> {
    const stats: SnapshotStats = { filesCopied: 0, bytesCopied: 0, entriesRemoved: 0 };
    await fs.promises.mkdir(this.root, { recursive: true });
    await fs.promises.rm(this.markFile, { force: true });
    for (const [index, dir] of this.dirs.entries()) await mirror(dir, this.copyOf(index, dir), stats);
    writeJsonAtomic(this.markFile, { buildId, takenAt: new Date().toISOString(), cmsUrl } satisfies SnapshotMark);
    return stats;
  }

  /** Copies the snapshot into the (emptied) workspace; null when there is no complete snapshot of a build against `cmsUrl`. */
  async restore(cmsUrl: string): Promise<SnapshotMark | null> {
    const mark = this.read();
    if (!mark || mark.cmsUrl !== cmsUrl) return null;
    for (const [index, dir] of this.dirs.entries()) {
      await fs.promises.rm(dir, { recursive: true, force: true });
      const copy = this.copyOf(index, dir);
      if (fs.existsSync(copy)) await copyTree(copy, dir);
    }
    return mark;
  }

  private copyOf(index: number, dir: string): string {
    return path.join(this.root, `${index}-${path.basename(dir)}`);
  }
}

/**
 * The system's `cp -a` (times, modes and links kept): the restore is on the path of the edit that waits for it, and at
 * 1,000 posts (20,700 files, 330 MB) it copies in 2.1 s where Node's fs.cp took 11.2 s (bench/RESULTS.md, 2026-11-27).
 */
export async function copyTree(from: string, to: string): Promise<void> {
  await promisify(execFile)("cp", ["-a", from, to]);
}

/** Makes `copy` a copy of `source`: removes what `source` no longer has, copies what is new or changed. */
async function mirror(source: string, copy: string, stats: SnapshotStats): Promise<void> {
  if (!fs.existsSync(source)) {
    if (fs.existsSync(copy)) stats.entriesRemoved += 1;
    await fs.promises.rm(copy, { recursive: true, force: true });
    return;
  }
  await removeMissing(source, copy, stats);
  await fs.promises.cp(source, copy, {
    recursive: true,
    force: true,
    preserveTimestamps: true,
    verbatimSymlinks: true,
    filter: async (from, to) => {
      const original = await fs.promises.lstat(from);
      if (original.isDirectory()) return true;
      const copied = await fs.promises.lstat(to).catch(() => null);
      // Within 2 ms: the copy's time goes through a Date (whole milliseconds) and utimes' float seconds, so it can
      // land just under the original's millisecond. A rewrite of the same size that soon after is not a real case.
      const same = copied !== null && copied.size === original.size && Math.abs(copied.mtimeMs - original.mtimeMs) < 2;
      if (!same) {
        stats.filesCopied += 1;
        stats.bytesCopied += original.size;
      }
      return !same;
    },
  });
}

/** Removes from `copy` every entry that `source` lacks or holds as another kind (file ↔ directory). */
async function removeMissing(source: string, copy: string, stats: SnapshotStats): Promise<void> {
  const entries = await fs.promises.readdir(copy, { withFileTypes: true }).catch(() => null);
  if (!entries) return;
  for (const entry of entries) {
    const from = path.join(source, entry.name);
    const to = path.join(copy, entry.name);
    const original = await fs.promises.lstat(from).catch(() => null);
    const sameKind = original !== null && original.isDirectory() === entry.isDirectory() && original.isSymbolicLink() === entry.isSymbolicLink();
    if (!sameKind) {
      stats.entriesRemoved += 1;
      await fs.promises.rm(to, { recursive: true, force: true });
    } else if (entry.isDirectory()) {
      await removeMissing(from, to, stats);
    }
  }
}
