import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promoteRelease } from "../../src/release/promote-release";
import { releaseFiles, rememberReleaseFiles, withFiles } from "../../src/util/release-files";

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "release-files-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the file list of a release, listed once", () => {
  it("a directory the publisher never promoted is walked at each call, so a plain build output is never stale", () => {
    const dir = path.join(root, "public");
    write(path.join(dir, "index.html"), "<h1>Home</h1>");
    expect(releaseFiles(dir)).toEqual(["/index.html"]);
    write(path.join(dir, "about", "index.html"), "<h1>About</h1>");
    expect(releaseFiles(dir)).toEqual(["/about/index.html", "/index.html"]);
  });

  it("a promoted release answers with the list it was promoted with, through `current` too, without walking it", async () => {
    const releases = path.join(root, "releases");
    const staging = path.join(releases, ".staging-20261129-140000-000-abcd");
    write(path.join(staging, "index.html"), "<title>Home</title><h1>Home</h1>");
    write(path.join(staging, "pagefind", "shards.json"), "{}");
    await promoteRelease({
      releasesDir: releases,
      buildId: "20261129-140000-000-abcd",
      stagingDir: staging,
      pageCount: 1,
      tagManager: false,
      files: ["/index.html", "/pagefind/shards.json"],
    });
    const expected = ["/.publisher-release.json", "/_headers", "/index.html", "/pagefind/shards.json"];
    expect(releaseFiles(path.join(releases, "20261129-140000-000-abcd"))).toEqual(expected);
    expect(releaseFiles(path.join(releases, "current"))).toEqual(expected);
    // The same as a walk finds, without one: a file put there behind the publisher's back is not seen.
    write(path.join(releases, "20261129-140000-000-abcd", "stray.txt"), "x");
    expect(releaseFiles(path.join(releases, "current"))).toEqual(expected);
  });

  it("keeps the lists of the four releases promoted last", () => {
    const dirs = ["a", "b", "c", "d", "e"].map((name) => path.join(root, name));
    for (const dir of dirs) {
      write(path.join(dir, "index.html"), "<h1>Home</h1>");
      rememberReleaseFiles(dir, ["/remembered.html"]);
    }
    expect(releaseFiles(dirs[0]!)).toEqual(["/index.html"]);
    expect(dirs.slice(1).map((dir) => releaseFiles(dir))).toEqual([["/remembered.html"], ["/remembered.html"], ["/remembered.html"], ["/remembered.html"]]);
  });

  it("merges files sorted and without repeats, as a walk lists them", () => {
    expect(withFiles(["/b/index.html", "/index.html"], ["/_headers", "/index.html", "/a-b.html"])).toEqual([
      "/_headers",
      "/a-b.html",
      "/b/index.html",
      "/index.html",
    ]);
  });
});
