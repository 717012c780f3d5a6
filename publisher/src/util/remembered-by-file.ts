import fs from "node:fs";

/** Past this many files a memo starts again empty, which costs one full read: the publisher runs for months. */
const REMEMBERED_MAX = 50_000;

/**
 * `read` of a file, remembered by the file's identity (device, inode, size, modification time in ns). A staged file
 * that the build did not change is a hard link to the live release's file (stage-output.ts), so it has the same
 * identity, and a release's files are never written in place (docs/publishing.md): at a thousand posts a post edit
 * reads the few pages it changed, not every page for validation, again for `_headers`, again for the server's snapshot
 * and again for the search index. A file written anew has another identity and is read again. Keep what `read`
 * returns small: it is kept for every file.
 */
export function rememberedByFile<T>(read: (file: string) => T): (file: string) => T {
  const remembered = new Map<string, T>();
  return (file) => {
    const stat = fs.statSync(file, { bigint: true });
    const identity = `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}`;
    if (remembered.has(identity)) return remembered.get(identity) as T;
    const value = read(file);
    if (remembered.size >= REMEMBERED_MAX) remembered.clear();
    remembered.set(identity, value);
    return value;
  };
}
