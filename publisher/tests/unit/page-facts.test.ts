import fs from "node:fs";
import path from "node:path";
import { pageFacts } from "../../src/headers/page-facts";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

const page = (title: string, script: string) => `<html><head><title>${title}</title><script>${script}</script></head><body></body></html>`;

describe("pageFacts: each page's HTML is read once per file, not once per release", () => {
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
    expect(pageFacts(live).title).toBe("About us");

    const staged = path.join(dir, "staged-about.html");
    fs.linkSync(live, staged);
    const reads = jest.spyOn(fs, "readFileSync");
    const facts = pageFacts(staged);
    expect(reads).not.toHaveBeenCalled();
    expect(facts.title).toBe("About us");
    expect(facts.scriptHashes).toEqual(["'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='"]);
  });

  test("a page written anew at the same path, with the same size, is read anew", () => {
    const file = path.join(dir, "about.html");
    fs.writeFileSync(file, page("Old title", "window.a=1"));
    expect(pageFacts(file).title).toBe("Old title");

    fs.rmSync(file);
    fs.writeFileSync(file, page("New title", "window.b=2"));
    fs.utimesSync(file, new Date("2026-01-02T03:04:05Z"), new Date("2026-01-02T03:04:05Z"));
    const facts = pageFacts(file);
    expect(facts.title).toBe("New title");
    expect(facts.scriptHashes).toEqual(["'sha256-E4QrMNbv9pRB+LlR92wyLOTxXQ5hndbONllkHRKOYSc='"]);
  });

  test("a copy with the same content and time is another file: it is read", () => {
    const live = path.join(dir, "live.html");
    fs.writeFileSync(live, page("Contact", ""));
    pageFacts(live);
    const copy = path.join(dir, "copy.html");
    fs.copyFileSync(live, copy);
    const stat = fs.statSync(live);
    fs.utimesSync(copy, stat.atime, stat.mtime);
    const reads = jest.spyOn(fs, "readFileSync");
    expect(pageFacts(copy).title).toBe("Contact");
    expect(reads).toHaveBeenCalledWith(copy, "utf8");
  });
});
