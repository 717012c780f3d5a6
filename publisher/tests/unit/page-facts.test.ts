import fs from "node:fs";
import path from "node:path";
import { pageTitleOf, policyFactsOf } from "../../src/headers/page-facts";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

const page = (title: string, script: string) => `<html><head><title>${title}</title><script>${script}</script></head><body></body></html>`;

describe("pageTitleOf, policyFactsOf: each page's HTML is read once per file, not once per release", () => {
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
    expect(pageTitleOf(live)).toBe("About us");
    expect(policyFactsOf(live).scriptHashes).toHaveLength(1);

    const staged = path.join(dir, "staged-about.html");
    fs.linkSync(live, staged);
    const reads = jest.spyOn(fs, "readFileSync");
    expect(pageTitleOf(staged)).toBe("About us");
    const facts = policyFactsOf(staged);
    expect(reads).not.toHaveBeenCalled();
    expect(facts.scriptHashes).toEqual(["'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='"]);
  });

  test("a page written anew at the same path, with the same size, is read anew", () => {
    const file = path.join(dir, "about.html");
    fs.writeFileSync(file, page("Old title", "window.a=1"));
    expect(pageTitleOf(file)).toBe("Old title");
    expect(policyFactsOf(file).scriptHashes).toHaveLength(1);

    fs.rmSync(file);
    fs.writeFileSync(file, page("New title", "window.b=2"));
    fs.utimesSync(file, new Date("2026-01-02T03:04:05Z"), new Date("2026-01-02T03:04:05Z"));
    expect(pageTitleOf(file)).toBe("New title");
    expect(policyFactsOf(file).scriptHashes).toEqual(["'sha256-E4QrMNbv9pRB+LlR92wyLOTxXQ5hndbONllkHRKOYSc='"]);
  });

  test("a copy with the same content and time is another file: it is read", () => {
    const live = path.join(dir, "live.html");
    fs.writeFileSync(live, page("Contact", ""));
    pageTitleOf(live);
    const copy = path.join(dir, "copy.html");
    fs.copyFileSync(live, copy);
    const stat = fs.statSync(live);
    fs.utimesSync(copy, stat.atime, stat.mtime);
    const reads = jest.spyOn(fs, "readFileSync");
    expect(pageTitleOf(copy)).toBe("Contact");
    expect(reads).toHaveBeenCalledWith(copy, "utf8");
  });
});
