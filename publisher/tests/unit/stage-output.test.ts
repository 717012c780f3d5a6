import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stageOutput } from "../../src/build/stage-output";
import { writeHeadersFile } from "../../src/headers/headers-file";
import { writeReleaseManifest } from "../../src/release/release-manifest";

let root: string;
const write = (file: string, text: string, mtime?: Date) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  if (mtime) fs.utimesSync(file, mtime, mtime);
};
const inode = (file: string) => fs.statSync(file).ino;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "stage-output-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("staging a build's output next to the live release", () => {
  const before = new Date("2026-11-20T10:00:00.000Z");
  const after = new Date("2026-11-23T10:00:00.000Z");

  it("links files unchanged since the live release, copies changed and new ones with their timestamps", async () => {
    const output = path.join(root, "public");
    const live = path.join(root, "releases", "live");
    // The live release and the new output share an untouched image and an untouched page.
    for (const dir of [live, output]) {
      write(path.join(dir, "static", "abc", "cover.webp"), "image bytes", before);
      write(path.join(dir, "about", "index.html"), "<h1>About</h1>", before);
    }
    write(path.join(live, "blog", "post", "index.html"), "<h1>Old title</h1>", before);
    // Rewritten by this build: same size, new time — and a changed size with the old time.
    write(path.join(output, "blog", "post", "index.html"), "<h1>New title</h1>", after);
    write(path.join(live, "page-data", "app-data.json"), '{"v":1}', before);
    write(path.join(output, "page-data", "app-data.json"), '{"v":22}', before);
    write(path.join(output, "blog", "new-post", "index.html"), "<h1>New post</h1>", after);

    const staging = path.join(root, "releases", ".staging-next");
    const totals = await stageOutput(output, staging, live);

    expect(totals).toEqual({
      linked: 2,
      copied: 3,
      bytesCopied: 18 + 8 + 17,
      // What a walk of the staging dir lists, so no later step walks it again.
      files: ["/about/index.html", "/blog/new-post/index.html", "/blog/post/index.html", "/page-data/app-data.json", "/static/abc/cover.webp"],
    });
    expect(inode(path.join(staging, "static", "abc", "cover.webp"))).toBe(inode(path.join(live, "static", "abc", "cover.webp")));
    expect(inode(path.join(staging, "about", "index.html"))).toBe(inode(path.join(live, "about", "index.html")));
    expect(inode(path.join(staging, "blog", "post", "index.html"))).not.toBe(inode(path.join(live, "blog", "post", "index.html")));
    expect(fs.readFileSync(path.join(staging, "blog", "post", "index.html"), "utf8")).toBe("<h1>New title</h1>");
    expect(fs.readFileSync(path.join(staging, "page-data", "app-data.json"), "utf8")).toBe('{"v":22}');
    expect(fs.statSync(path.join(staging, "blog", "new-post", "index.html")).mtime.toISOString()).toBe("2026-11-23T10:00:00.000Z");
    // The live release is untouched.
    expect(fs.readFileSync(path.join(live, "blog", "post", "index.html"), "utf8")).toBe("<h1>Old title</h1>");
  });

  it("files the build left alone since the last release are all linked, whatever the sub-millisecond part of their times", async () => {
    const output = path.join(root, "public");
    // Written as a build writes them: times with microseconds, no rounding by the test.
    for (let n = 0; n < 60; n += 1) write(path.join(output, "static", `image-${n}.webp`), `bytes ${n}`);
    const first = path.join(root, "releases", "first");
    expect(await stageOutput(output, first, null)).toMatchObject({ linked: 0, copied: 60 });
    expect(await stageOutput(output, path.join(root, "releases", "second"), first)).toMatchObject({ linked: 60, copied: 0, bytesCopied: 0 });
  });

  it("with no live release (the first build), copies everything", async () => {
    const output = path.join(root, "public");
    write(path.join(output, "index.html"), "<h1>Home</h1>", before);
    const totals = await stageOutput(output, path.join(root, "staging"), null);
    expect(totals).toEqual({ linked: 0, copied: 1, bytesCopied: 13, files: ["/index.html"] });
  });

  it("writing the release's _headers and manifest into the staging never changes the live release's copies", async () => {
    const output = path.join(root, "public");
    const live = path.join(root, "live");
    for (const dir of [live, output]) {
      write(path.join(dir, "index.html"), "<h1>Home</h1>", before);
      write(path.join(dir, "_headers"), "/*\n  X-Old: yes\n", before);
      write(path.join(dir, ".publisher-release.json"), '{"buildId":"old"}\n', before);
    }
    const staging = path.join(root, "staging");
    await stageOutput(output, staging, live);
    writeHeadersFile(staging, false);
    writeReleaseManifest(staging, { buildId: "20261123-100000-000-abcd", releasedAt: "2026-11-23T10:00:00.000Z", pageCount: 1, tagManager: false });
    expect(fs.readFileSync(path.join(live, "_headers"), "utf8")).toBe("/*\n  X-Old: yes\n");
    expect(fs.readFileSync(path.join(live, ".publisher-release.json"), "utf8")).toBe('{"buildId":"old"}\n');
    expect(fs.readFileSync(path.join(staging, "_headers"), "utf8")).not.toContain("X-Old");
  });
});
