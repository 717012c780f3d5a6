import fs from "node:fs";
import path from "node:path";
import { releaseRetention } from "../../src/release/release-retention";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

const A = "20261120-090000-000-aaaa";
const B = "20261121-090000-000-bbbb";
const C = "20261122-090000-000-cccc";

describe("releaseRetention: the kept releases' bytes on disk, hard-linked files counted once, folders too (real files)", () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir("retention");
  });
  afterEach(() => removeDir(dir));

  const write = (id: string, file: string, bytes: number) => {
    fs.mkdirSync(path.dirname(path.join(dir, id, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, id, file), "x".repeat(bytes));
  };
  /** The releases' folders as the file system sizes them (4096 bytes each on ext4, other sizes elsewhere): each release has its own. */
  const folders = (...ids: string[]) =>
    ids
      .flatMap((id) => [
        path.join(dir, id),
        ...fs.readdirSync(path.join(dir, id), { recursive: true, encoding: "utf8" }).map((name) => path.join(dir, id, name)),
      ])
      .filter((file) => fs.lstatSync(file).isDirectory())
      .reduce((bytes, folder) => bytes + fs.lstatSync(folder).size, 0);
  /** What staging does with a file the build did not change: a hard link to the live release's. */
  const link = (from: string, to: string, file: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, to, file)), { recursive: true });
    fs.linkSync(path.join(dir, from, file), path.join(dir, to, file));
  };

  test("three releases sharing unchanged files: each file once on disk, the live release's files alone", async () => {
    write(A, "index.html", 1000);
    write(A, "static/photo.jpg", 50_000);
    write(A, "blog/a/index.html", 2000);
    // B: the post edited (a new file), the rest linked to A.
    link(A, B, "index.html");
    link(A, B, "static/photo.jpg");
    write(B, "blog/a/index.html", 2100);
    // C: the home page edited, the rest linked to B; a file linked twice within one release counts once.
    write(C, "index.html", 1200);
    link(B, C, "static/photo.jpg");
    link(B, C, "blog/a/index.html");
    fs.linkSync(path.join(dir, C, "static/photo.jpg"), path.join(dir, C, "static/photo-copy.jpg"));

    // Files: 1000 + 50000 + 2000 (A) + 2100 (B's post) + 1200 (C's home page) = 56,300 bytes; C's are 1200 + 50000 + 2100.
    expect(await releaseRetention(dir, [A, B, C], C, 20)).toEqual({
      keep: 20,
      kept: 3,
      diskBytes: 56_300 + folders(A, B, C),
      liveBytes: 53_300 + folders(C),
    });
    // After a rollback to A (same kept list): the live release's own files.
    expect(await releaseRetention(dir, [A, B, C], A, 20)).toEqual({
      keep: 20,
      kept: 3,
      diskBytes: 56_300 + folders(A, B, C),
      liveBytes: 53_000 + folders(A),
    });
  });

  test("measured once per list of kept releases: a pruned release leaves the total, a new one joins it", async () => {
    write(A, "index.html", 1000);
    write(B, "index.html", 1500);
    const measured = { keep: 2, kept: 2, diskBytes: 2500 + folders(A, B), liveBytes: 1500 + folders(B) };
    expect(await releaseRetention(dir, [A, B], B, 2)).toEqual(measured);

    // Releases are never written in place: a file added to one behind the publisher's back is not seen until the list changes.
    write(B, "extra.html", 500);
    expect(await releaseRetention(dir, [A, B], B, 2)).toEqual(measured);

    // A new list: only the new release is walked (B's files were read once, so its stray file stays unseen).
    fs.rmSync(path.join(dir, A), { recursive: true });
    write(C, "index.html", 700);
    expect(await releaseRetention(dir, [B, C], C, 2)).toEqual({ keep: 2, kept: 2, diskBytes: 2200 + folders(B, C), liveBytes: 700 + folders(C) });
  });

  test("nothing live: no live bytes; a release that cannot be read: unknown, and measured again next time", async () => {
    expect(await releaseRetention(dir, [], null, 20)).toEqual({ keep: 20, kept: 0, diskBytes: 0, liveBytes: null });
    write(A, "index.html", 1000);
    expect(await releaseRetention(dir, [A, B], A, 20)).toEqual({ keep: 20, kept: 2, diskBytes: null, liveBytes: null });
    write(B, "index.html", 300);
    expect(await releaseRetention(dir, [A, B], A, 20)).toEqual({ keep: 20, kept: 2, diskBytes: 1300 + folders(A, B), liveBytes: 1000 + folders(A) });
  });
});
