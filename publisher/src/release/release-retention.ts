import fs from "node:fs/promises";
import path from "node:path";
import type { ReleaseRetention } from "@agency/cms/contract/publishing-contract";
import { runLimited } from "../util/run-limited";
import { releasePath } from "./release-paths";

/**
 * A release's files and folders: inode (`dev:ino`) → size. A file linked from an older release has that release's
 * inode; folders are always its own (staging makes them anew), and at the full seed its 420 folders take more than
 * the files a post edit writes (docs/publishing.md, "Releases kept").
 */
type Inodes = Map<string, number>;

interface Measured {
  diskBytes: number;
  /** Each kept release's own files, hard links within it counted once. */
  bytesByRelease: Map<string, number>;
}

/** Releases are never written in place (docs/publishing.md), so a release's inodes are read once. */
const inodesByRelease = new Map<string, Promise<Inodes>>();
/** Per releases directory: the kept ids the totals were measured for, and the totals. */
const totalsByDir = new Map<string, { key: string; totals: Promise<Measured> }>();

async function releaseInodes(dir: string): Promise<Inodes> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const paths = [dir, ...entries.filter((entry) => entry.isFile() || entry.isDirectory()).map((entry) => path.join(entry.parentPath, entry.name))];
  const inodes: Inodes = new Map();
  await runLimited(paths, 32, async (file) => {
    const stat = await fs.lstat(file);
    inodes.set(`${stat.dev}:${stat.ino}`, stat.size);
  });
  return inodes;
}

function cachedInodes(dir: string): Promise<Inodes> {
  let inodes = inodesByRelease.get(dir);
  if (!inodes) {
    inodes = releaseInodes(dir);
    inodesByRelease.set(dir, inodes);
    // A release pruned while it was walked: measured again next time rather than remembered wrong.
    inodes.catch(() => inodesByRelease.delete(dir));
  }
  return inodes;
}

async function measure(releasesDir: string, releases: readonly string[]): Promise<Measured> {
  const perRelease = await Promise.all(releases.map((buildId) => cachedInodes(releasePath(releasesDir, buildId))));
  const all: Inodes = new Map();
  const bytesByRelease = new Map<string, number>();
  perRelease.forEach((inodes, index) => {
    let bytes = 0;
    for (const [inode, size] of inodes) {
      bytes += size;
      all.set(inode, size);
    }
    bytesByRelease.set(releases[index] as string, bytes);
  });
  let diskBytes = 0;
  for (const size of all.values()) diskBytes += size;
  return { diskBytes, bytesByRelease };
}

/**
 * How many releases are kept against how many may be, and the bytes they hold: each file once however many releases
 * share it (unchanged files are hard links to the live release's, docs/publishing.md "Releases kept"), and the live
 * release's alone; folders count too. Sizes are lengths (as `du --apparent-size`), not the blocks filled. The status asks
 * every few seconds: the totals are kept for one list of kept releases and each release is walked once, so a new
 * release costs one walk of its own files and a poll none.
 */
export async function releaseRetention(releasesDir: string, releases: readonly string[], liveId: string | null, keep: number): Promise<ReleaseRetention> {
  const root = path.resolve(releasesDir);
  for (const dir of inodesByRelease.keys()) {
    if (path.dirname(dir) === root && !releases.includes(path.basename(dir))) inodesByRelease.delete(dir);
  }
  const key = releases.join(",");
  let cached = totalsByDir.get(root);
  if (cached?.key !== key) {
    cached = { key, totals: measure(root, releases) };
    totalsByDir.set(root, cached);
  }
  try {
    const { diskBytes, bytesByRelease } = await cached.totals;
    return { keep, kept: releases.length, diskBytes, liveBytes: liveId === null ? null : (bytesByRelease.get(liveId) ?? null) };
  } catch {
    if (totalsByDir.get(root) === cached) totalsByDir.delete(root);
    return { keep, kept: releases.length, diskBytes: null, liveBytes: null };
  }
}
