import fs from "node:fs";
import path from "node:path";
import { WorkspaceSnapshot } from "../../src/build/workspace-snapshot";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

/** Every file under `dir` with its content, as `relative/path: content`, sorted. */
function tree(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${path.relative(dir, file)}: ${fs.readFileSync(file, "utf8")}`;
    })
    .sort();
}

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

const CMS = "http://127.0.0.1:1337";

describe("the copy of the live release's workspace", () => {
  let root: string;
  let publicDir: string;
  let cacheDir: string;
  let snapshot: WorkspaceSnapshot;

  beforeEach(() => {
    root = makeTempDir("snapshot");
    publicDir = path.join(root, "site", "public");
    cacheDir = path.join(root, "site", ".cache");
    snapshot = new WorkspaceSnapshot(path.join(root, "state", "trusted-workspace"), [publicDir, cacheDir]);
    write(path.join(publicDir, "index.html"), "<h1>Home</h1>");
    write(path.join(publicDir, "static", "cover-400.webp"), "cover bytes");
    write(path.join(cacheDir, "data", "datastore", "data.mdb"), "nodes v1");
  });
  afterEach(() => removeDir(root));

  test("restores exactly what the workspace held when the copy was taken, whatever a later build wrote", async () => {
    expect(await snapshot.take("release-1", CMS)).toEqual({ filesCopied: 3, bytesCopied: 32, entriesRemoved: 0 });

    // A build that did not go live: new nodes in the store, a half-written page, an image removed.
    write(path.join(cacheDir, "data", "datastore", "data.mdb"), "nodes v2 from a failed build");
    write(path.join(publicDir, "partial.html"), "<p>half a build</p>");
    fs.rmSync(path.join(publicDir, "static", "cover-400.webp"));

    expect(await snapshot.restore(CMS)).toEqual({ buildId: "release-1", takenAt: expect.any(String), cmsUrl: "http://127.0.0.1:1337" });
    expect(tree(publicDir)).toEqual(["index.html: <h1>Home</h1>", "static/cover-400.webp: cover bytes"]);
    expect(tree(cacheDir)).toEqual(["data/datastore/data.mdb: nodes v1"]);
    // Times are kept: the copy after the next release counts every restored file as unchanged.
    expect(await snapshot.take("release-2", CMS)).toEqual({ filesCopied: 0, bytesCopied: 0, entriesRemoved: 0 });
  });

  test("a later copy copies only what changed and drops what the workspace no longer has", async () => {
    await snapshot.take("release-1", CMS);
    // Another second, so the rewritten page's time differs from its copy's.
    const later = new Date(Date.now() + 5_000);
    write(path.join(publicDir, "index.html"), "<h1>Home, edited</h1>");
    fs.utimesSync(path.join(publicDir, "index.html"), later, later);
    fs.rmSync(path.join(publicDir, "static"), { recursive: true });
    write(path.join(publicDir, "blog", "index.html"), "<h1>Blog</h1>");

    expect(await snapshot.take("release-2", CMS)).toEqual({ filesCopied: 2, bytesCopied: 34, entriesRemoved: 1 });
    fs.rmSync(publicDir, { recursive: true });
    expect(await snapshot.restore(CMS)).toEqual({ buildId: "release-2", takenAt: expect.any(String), cmsUrl: "http://127.0.0.1:1337" });
    expect(tree(publicDir)).toEqual(["blog/index.html: <h1>Blog</h1>", "index.html: <h1>Home, edited</h1>"]);
  });

  test("a directory the workspace lacks is lacking after a restore too", async () => {
    fs.rmSync(cacheDir, { recursive: true });
    await snapshot.take("release-1", CMS);
    write(path.join(cacheDir, "stray"), "written by a failed build");
    await snapshot.restore(CMS);
    expect(fs.existsSync(cacheDir)).toBe(false);
    expect(tree(publicDir)).toEqual(["index.html: <h1>Home</h1>", "static/cover-400.webp: cover bytes"]);
  });

  test("no copy, or one cut short before its mark was written: nothing is restored and the workspace is left alone", async () => {
    expect(await snapshot.restore(CMS)).toBeNull();
    await snapshot.take("release-1", CMS);
    fs.rmSync(path.join(root, "state", "trusted-workspace", "snapshot.json"));
    write(path.join(publicDir, "partial.html"), "<p>half a build</p>");
    expect(await snapshot.restore(CMS)).toBeNull();
    expect(tree(publicDir)).toContain("partial.html: <p>half a build</p>");
  });

  test("a copy of a build against another CMS is not restored: its media were fetched by the other CMS's URLs", async () => {
    await snapshot.take("release-1", CMS);
    write(path.join(publicDir, "partial.html"), "<p>half a build</p>");
    expect(await snapshot.restore("https://cms.example.com")).toBeNull();
    expect(tree(publicDir)).toContain("partial.html: <p>half a build</p>");
  });
});
