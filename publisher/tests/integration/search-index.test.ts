/** The search index step with the real Pagefind executable, over a small English + French site. */
import fs from "node:fs";
import path from "node:path";
import { SearchIndexError, writeSearchIndex } from "../../src/search/search-index";
import { writeSearchSite } from "../fixtures/search-site";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

let tmp: string;
let site: string;
let logFile: string;
beforeEach(() => {
  tmp = makeTempDir("search-index");
  site = path.join(tmp, "site");
  logFile = path.join(tmp, "search-index.log");
  writeSearchSite(site);
});
afterEach(() => removeDir(tmp));

const filesIn = (dir: string) => fs.readdirSync(path.join(site, "pagefind", dir)).sort();

describe("the search index step (Pagefind over a built site)", () => {
  test("writes /pagefind/ with one index per <html lang>, of the pages marked data-pagefind-body only", async () => {
    const result = await writeSearchIndex(site, { logFile, timeoutMs: 60_000 });

    const entry = JSON.parse(fs.readFileSync(path.join(site, "pagefind", "pagefind-entry.json"), "utf8"));
    expect(entry.version).toBe("1.6.0");
    // Three English posts and two French ones; the home pages are not marked and the 404 page is not read.
    expect(entry.languages.en.page_count).toBe(3);
    expect(entry.languages.fr.page_count).toBe(2);
    expect(Object.keys(entry.languages).sort()).toEqual(["en", "fr"]);
    for (const file of ["pagefind.js", "pagefind-entry.json", "wasm.en.pagefind", "wasm.fr.pagefind"]) {
      expect(fs.existsSync(path.join(site, "pagefind", file))).toBe(true);
    }
    expect(fs.existsSync(path.join(site, "pagefind", `pagefind.${entry.languages.en.hash}.pf_meta`))).toBe(true);
    expect(fs.existsSync(path.join(site, "pagefind", `pagefind.${entry.languages.fr.hash}.pf_meta`))).toBe(true);
    expect(filesIn("fragment").map((name) => name.slice(0, 3))).toEqual(["en_", "en_", "en_", "fr_", "fr_"]);
    expect(filesIn("index").some((name) => /^en_[0-9a-f]+\.pf_index$/.test(name))).toBe(true);
    expect(filesIn("index").some((name) => /^fr_[0-9a-f]+\.pf_index$/.test(name))).toBe(true);
    // The hashed data files are gzip streams (Pagefind inflates them itself): served as they are, never encoded again.
    const fragment = fs.readFileSync(path.join(site, "pagefind", "fragment", filesIn("fragment")[0] as string));
    expect([...fragment.subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    expect(result.languages.en?.pages).toBe(3);
    expect(result.languages.fr?.pages).toBe(2);
    expect(result.files).toBe(fs.readdirSync(path.join(site, "pagefind"), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length);
    expect(result.durationMs).toBeGreaterThan(0);
    expect(result.linked).toBe(0);
    // Pagefind lists the languages in no fixed order.
    expect(fs.readFileSync(logFile, "utf8")).toMatch(/Discovered 2 languages: (en, fr|fr, en)\n/);
  });

  test("removes what was at /pagefind/ before, and shares the files a second identical index has with the live release", async () => {
    fs.mkdirSync(path.join(site, "pagefind", "fragment"), { recursive: true });
    fs.writeFileSync(path.join(site, "pagefind", "fragment", "en_0000000.pf_fragment"), "left over");
    const live = path.join(tmp, "live");
    await writeSearchIndex(site, { logFile, timeoutMs: 60_000 });
    expect(filesIn("fragment")).not.toContain("en_0000000.pf_fragment");
    fs.cpSync(site, live, { recursive: true, preserveTimestamps: true });

    const again = await writeSearchIndex(site, { logFile, timeoutMs: 60_000, liveDir: live });
    expect(again.linked).toBe(again.files);
    for (const file of ["pagefind.js", "pagefind-entry.json", "wasm.en.pagefind"]) {
      expect(fs.statSync(path.join(site, "pagefind", file)).ino).toBe(fs.statSync(path.join(live, "pagefind", file)).ino);
    }
  });

  test("an edit to one English post changes that post's fragment, the English index and the entry file, nothing French", async () => {
    const live = path.join(tmp, "live");
    await writeSearchIndex(site, { logFile, timeoutMs: 60_000 });
    fs.cpSync(site, live, { recursive: true, preserveTimestamps: true });
    writeSearchSite(site, { brandVoiceText: "A brand voice is a promise kept in every headline, caption and reply." });

    const edited = await writeSearchIndex(site, { logFile, timeoutMs: 60_000, liveDir: live });
    const shared = (file: string) => fs.statSync(path.join(site, "pagefind", file)).ino === fs.statSync(path.join(live, "pagefind", file)).ino;
    const newFiles = fs
      .readdirSync(path.join(site, "pagefind"), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(path.join(site, "pagefind"), path.join(e.parentPath, e.name)))
      .filter((file) => !fs.existsSync(path.join(live, "pagefind", file)) || !shared(file))
      .map((file) => file.replace(/_[0-9a-f]+\.pf_/, "_<hash>.pf_"))
      .sort();
    expect(newFiles).toEqual(["fragment/en_<hash>.pf_fragment", "index/en_<hash>.pf_index", "pagefind-entry.json", "pagefind.en_<hash>.pf_meta"]);
    expect(edited.linked).toBe(edited.files - 4);
  });

  test("a Pagefind executable that cannot run fails the step and names it", async () => {
    const failure = await writeSearchIndex(site, { logFile, timeoutMs: 60_000, binary: "/nonexistent/pagefind" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SearchIndexError);
    expect((failure as Error).message).toBe(
      `search index: the Pagefind executable /nonexistent/pagefind could not be run (it exited with code 127; full output in ${logFile})`,
    );
  });

  test("a site with no page to index fails the step with Pagefind's own words", async () => {
    fs.rmSync(site, { recursive: true });
    fs.mkdirSync(site);
    fs.writeFileSync(path.join(site, "404.html"), '<!DOCTYPE html><html lang="en"><body>Not found</body></html>');
    const failure = await writeSearchIndex(site, { logFile, timeoutMs: 60_000 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SearchIndexError);
    expect((failure as Error).message).toBe(
      `search index: Pagefind said "Error: Pagefind was not able to build an index." (it exited with code 1; full output in ${logFile})`,
    );
    expect((failure as SearchIndexError).logTail.join("\n")).toContain("Pagefind was not able to build an index");
  });
});
