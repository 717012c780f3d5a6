import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { hasTitle, policyFactsOf } from "../../src/headers/page-facts";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

const page = (title: string, script: string) => `<html><head><title>${title}</title><script>${script}</script></head><body></body></html>`;

describe("hasTitle, policyFactsOf: each page's HTML is read once per file, not once per release", () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir("page-facts");
  });
  afterEach(() => {
    jest.restoreAllMocks();
    removeDir(dir);
  });

  test("a staged page the build did not change (a hard link to the live release's file) is not read again", () => {
    const live = path.join(dir, "live-about.html");
    fs.writeFileSync(live, page("About us", "window.a=1"));
    expect(hasTitle(live)).toBe(true);
    expect(policyFactsOf(live).scriptHashes).toHaveLength(1);

    const staged = path.join(dir, "staged-about.html");
    fs.linkSync(live, staged);
    const reads = jest.spyOn(fs, "readFileSync");
    expect(hasTitle(staged)).toBe(true);
    const facts = policyFactsOf(staged);
    expect(reads).not.toHaveBeenCalled();
    expect(facts.scriptHashes).toEqual(["'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='"]);
  });

  test("a page new to this release is read once for both its title check and its policy", () => {
    const file = path.join(dir, "new-page.html");
    fs.writeFileSync(file, page("Services", "window.b=2"));
    const reads = jest.spyOn(fs, "readFileSync");
    expect(hasTitle(file)).toBe(true);
    expect(policyFactsOf(file).scriptHashes).toHaveLength(1);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  test("a page written anew at the same path, with the same size, is read anew", () => {
    const file = path.join(dir, "about.html");
    fs.writeFileSync(file, page("Old title", "window.a=1"));
    expect(hasTitle(file)).toBe(true);
    expect(policyFactsOf(file).scriptHashes).toHaveLength(1);

    fs.rmSync(file);
    // The same length: a title of nine spaces, which counts as none.
    fs.writeFileSync(file, page("         ", "window.b=2"));
    fs.utimesSync(file, new Date("2026-01-02T03:04:05Z"), new Date("2026-01-02T03:04:05Z"));
    expect(hasTitle(file)).toBe(false);
    expect(policyFactsOf(file).scriptHashes).toEqual(["'sha256-E4QrMNbv9pRB+LlR92wyLOTxXQ5hndbONllkHRKOYSc='"]);
  });

  test("a copy with the same content and time is another file: it is read", () => {
    const live = path.join(dir, "live.html");
    fs.writeFileSync(live, page("Contact", ""));
    hasTitle(live);
    const copy = path.join(dir, "copy.html");
    fs.copyFileSync(live, copy);
    const stat = fs.statSync(live);
    fs.utimesSync(copy, stat.atime, stat.mtime);
    const reads = jest.spyOn(fs, "readFileSync");
    expect(hasTitle(copy)).toBe(true);
    expect(reads).toHaveBeenCalledWith(copy, "utf8");
  });
});

describe("what the memo keeps", () => {
  let dir: string;
  beforeAll(() => {
    dir = makeTempDir("page-facts-heap");
  });
  afterAll(() => removeDir(dir));

  test("after 200 pages of 200 KB (two-byte text), the remembered facts hold less than 8 MB: no page's text is kept", () => {
    // gc() from a fresh context, once the flag is on: Jest's own process runs without --expose-gc.
    v8.setFlagsFromString("--expose-gc");
    const gc = vm.runInNewContext("gc") as () => void;
    const body = `<p>${"Caf\u00e9 \u2014 r\u00e9sum\u00e9 ".repeat(10_000)}</p>`;
    const files = Array.from({ length: 200 }, (_, index) => {
      const file = path.join(dir, `page-${index}.html`);
      fs.writeFileSync(
        file,
        `<html><head><title>A page whose title is long enough to be a slice, number ${index}</title><script>window.p=${index}</script></head><body>${body}</body></html>`,
      );
      return file;
    });
    gc();
    const before = process.memoryUsage().heapUsed;
    for (const file of files) {
      expect(hasTitle(file)).toBe(true);
      expect(policyFactsOf(file).scriptHashes).toHaveLength(1);
    }
    gc();
    // Keeping each page's text would be 200 × ~400 KB = ~80 MB.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(8 * 1024 * 1024);
  });
});
