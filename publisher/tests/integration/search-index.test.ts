/** The search index step with the real Pagefind executable, over a small English + French site. */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
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

const indexDir = () => path.join(site, "pagefind");
const filesIn = (dir: string) => fs.readdirSync(path.join(indexDir(), dir)).sort();
const shardsJson = () => JSON.parse(fs.readFileSync(path.join(indexDir(), "shards.json"), "utf8"));
const entryOf = (shard: string) => JSON.parse(fs.readFileSync(path.join(indexDir(), shard, "pagefind-entry.json"), "utf8"));
const filesUnder = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
/** The files of the new index that are not the live release's own (no shared inode). */
const notShared = (live: string) =>
  filesUnder(indexDir())
    .filter((file) => {
      const other = path.join(live, "pagefind", file);
      return !fs.existsSync(other) || fs.statSync(other).ino !== fs.statSync(path.join(indexDir(), file)).ino;
    })
    .map((file) => file.replace(/_[0-9a-f]+\.pf_/, "_<hash>.pf_"));
/** The page records of a shard: a fragment is gzip of "pagefind_dcd" and the page's record as JSON. */
const recordsOf = (shard: string) =>
  filesIn(`${shard}/fragment`).map((name) => {
    const text = zlib.gunzipSync(fs.readFileSync(path.join(indexDir(), shard, "fragment", name))).toString("utf8");
    return JSON.parse(text.slice("pagefind_dcd".length)) as { url: string; content: string };
  });

describe("the search index step (Pagefind over a built site, in shards)", () => {
  test("writes /pagefind/ with a shard per language of the pages marked data-pagefind-body only, the list of shards and Pagefind's script", async () => {
    const result = await writeSearchIndex(site, { logFile, timeoutMs: 60_000 });

    expect(shardsJson()).toEqual({
      version: 1,
      marked: true,
      languages: {
        en: { pages: 3, buckets: 1, shards: ["/pagefind/en-0/"] },
        fr: { pages: 2, buckets: 1, shards: ["/pagefind/fr-0/"] },
      },
    });
    expect(filesIn("")).toEqual(["en-0", "fr-0", "pagefind.js", "shards.json"]);
    // Each shard is a Pagefind index of one language: three English posts, two French ones; the home pages are not
    // marked and the 404 page is not read.
    expect(entryOf("en-0")).toMatchObject({ version: "1.6.0", languages: { en: { page_count: 3 } } });
    expect(Object.keys(entryOf("en-0").languages)).toEqual(["en"]);
    expect(entryOf("fr-0")).toMatchObject({ version: "1.6.0", languages: { fr: { page_count: 2 } } });
    expect(Object.keys(entryOf("fr-0").languages)).toEqual(["fr"]);
    expect(
      recordsOf("en-0")
        .map((record) => record.url)
        .sort(),
    ).toEqual(["/blog/brand-voice/", "/blog/launch-checklist/", "/blog/newsletter-habits/"]);
    expect(
      recordsOf("fr-0")
        .map((record) => record.url)
        .sort(),
    ).toEqual(["/fr/blog/lancement/", "/fr/blog/voix-de-marque/"]);
    // What the browser needs of a shard, and not Pagefind's ready-made interfaces (the site has its own).
    expect(filesIn("en-0").filter((name) => !name.endsWith(".pf_meta"))).toEqual([
      "fragment",
      "index",
      "pagefind-entry.json",
      "pagefind-worker.js",
      "pagefind.js",
      "wasm.en.pagefind",
      "wasm.unknown.pagefind",
    ]);
    expect(fs.readFileSync(path.join(indexDir(), "pagefind.js")).equals(fs.readFileSync(path.join(indexDir(), "en-0", "pagefind.js")))).toBe(true);
    // The hashed data files are gzip streams (Pagefind inflates them itself): served as they are, never encoded again.
    const fragment = fs.readFileSync(path.join(indexDir(), "fr-0", "fragment", filesIn("fr-0/fragment")[0] as string));
    expect([...fragment.subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    expect(result.languages.en).toMatchObject({ pages: 3, shards: 1 });
    expect(result.languages.fr).toMatchObject({ pages: 2, shards: 1 });
    expect(result.files).toBe(filesUnder(indexDir()).length);
    expect(result.rebuilt).toBe(2);
    expect(result.fullReason).toBe("no live release");
    expect(result.linked).toBe(0);
    expect(fs.readFileSync(logFile, "utf8")).toMatch(/Discovered 1 language: fr\n/);
    expect(fs.existsSync(path.join(indexDir(), ".pages"))).toBe(false);
  });

  test("removes what was at /pagefind/ before; with nothing changed since the live release it runs no Pagefind and shares every file", async () => {
    fs.mkdirSync(path.join(indexDir(), "en-0", "fragment"), { recursive: true });
    fs.writeFileSync(path.join(indexDir(), "en-0", "fragment", "en_0000000.pf_fragment"), "left over");
    const live = path.join(tmp, "live");
    // Listed before the step, as staging lists the release: the left-over is in the list.
    const listed = filesUnder(site).map((file) => `/${file}`);
    expect(listed).toContain("/pagefind/en-0/fragment/en_0000000.pf_fragment");
    const first = await writeSearchIndex(site, { logFile, timeoutMs: 60_000, siteFiles: listed });
    expect(filesIn("en-0/fragment")).not.toContain("en_0000000.pf_fragment");
    // The site's file list it hands on (so no later step walks the site) is what is on disk: without the left-over.
    expect(first.siteFiles).toEqual(filesUnder(site).map((file) => `/${file}`));
    expect(first.siteFiles).not.toContain("/pagefind/en-0/fragment/en_0000000.pf_fragment");
    expect(first.siteFiles).toEqual(expect.arrayContaining(["/index.html", "/fr/index.html", "/pagefind/pagefind.js", "/pagefind/shards.json"]));
    fs.cpSync(site, live, { recursive: true, preserveTimestamps: true });

    const again = await writeSearchIndex(site, { logFile, timeoutMs: 60_000, liveDir: live });
    expect(again.rebuilt).toBe(0);
    expect(again.fullReason).toBeNull();
    expect(again.linked).toBe(again.files);
    expect(notShared(live)).toEqual([]);
  });

  test("an edit to one English post indexes its shard again: that post's fragment, the shard's index chunk, meta and entry are new, nothing French", async () => {
    const live = path.join(tmp, "live");
    await writeSearchIndex(site, { logFile, timeoutMs: 60_000 });
    fs.cpSync(site, live, { recursive: true, preserveTimestamps: true });
    writeSearchSite(site, { brandVoiceText: "A brand voice is a promise kept in every headline, caption and reply." });

    const edited = await writeSearchIndex(site, { logFile, timeoutMs: 60_000, liveDir: live });
    expect(edited.rebuilt).toBe(1);
    expect(notShared(live).sort()).toEqual([
      "en-0/fragment/en_<hash>.pf_fragment",
      "en-0/index/en_<hash>.pf_index",
      "en-0/pagefind-entry.json",
      "en-0/pagefind.en_<hash>.pf_meta",
    ]);
    expect(edited.linked).toBe(edited.files - 4);
    expect(recordsOf("en-0").find((record) => record.url === "/blog/brand-voice/")?.content).toContain("a promise kept in every headline");
  });

  test("a new menu label on every page runs no Pagefind: what Pagefind reads of each page is the same, so every file is the live release's", async () => {
    const live = path.join(tmp, "live");
    await writeSearchIndex(site, { logFile, timeoutMs: 60_000 });
    fs.cpSync(site, live, { recursive: true, preserveTimestamps: true });
    writeSearchSite(site, { menuLabel: "Everything we do" });
    expect(fs.readFileSync(path.join(site, "blog", "brand-voice", "index.html"), "utf8")).toContain("<nav>Everything we do</nav>");

    const relabelled = await writeSearchIndex(site, { logFile, timeoutMs: 60_000, liveDir: live });
    expect(relabelled.rebuilt).toBe(0);
    expect(notShared(live)).toEqual([]);
  });

  test("453 English posts make three English shards; an edit to one post runs Pagefind over its shard alone, and the others are the live release's", async () => {
    writeSearchSite(site, { generatedPosts: 450 });
    const live = path.join(tmp, "live");
    const first = await writeSearchIndex(site, { logFile, timeoutMs: 60_000 });
    expect(shardsJson().languages.en).toEqual({ pages: 453, buckets: 3, shards: ["/pagefind/en-0/", "/pagefind/en-1/", "/pagefind/en-2/"] });
    expect(first.languages.en?.pages).toBe(453);
    fs.cpSync(site, live, { recursive: true, preserveTimestamps: true });
    // FNV-1a("/blog/generated-7/index.html") % 3 === 0: the post is in en-0.
    writeSearchSite(site, { generatedPosts: 450, generatedText: { 7: "Generated post seven now explains zeppelin advertising." } });

    const edited = await writeSearchIndex(site, { logFile, timeoutMs: 60_000, liveDir: live });
    expect(edited.rebuilt).toBe(1);
    expect(notShared(live).every((file) => file.startsWith("en-0/"))).toBe(true);
    expect(recordsOf("en-0").find((record) => record.url === "/blog/generated-7/")?.content).toContain("zeppelin advertising");
    expect(edited.languages.en?.pages).toBe(453);
    expect(edited.languages.en?.shards).toBe(3);
    expect(fs.readFileSync(logFile, "utf8")).toMatch(/Indexed 1 language/);
  });

  test("a removed post leaves its shard's index; the live release's unreadable shards.json makes the step index everything", async () => {
    const live = path.join(tmp, "live");
    await writeSearchIndex(site, { logFile, timeoutMs: 60_000 });
    fs.cpSync(site, live, { recursive: true, preserveTimestamps: true });
    fs.rmSync(path.join(site, "fr", "blog", "lancement"), { recursive: true });
    const removed = await writeSearchIndex(site, { logFile, timeoutMs: 60_000, liveDir: live });
    expect(removed.rebuilt).toBe(1);
    expect(recordsOf("fr-0").map((record) => record.url)).toEqual(["/fr/blog/voix-de-marque/"]);
    expect(shardsJson().languages.fr).toEqual({ pages: 1, buckets: 1, shards: ["/pagefind/fr-0/"] });

    fs.writeFileSync(path.join(live, "pagefind", "shards.json"), "{ not JSON");
    const full = await writeSearchIndex(site, { logFile, timeoutMs: 60_000, liveDir: live });
    expect(full.rebuilt).toBe(2);
    expect(full.fullReason).toBe("the live release's shards.json is not one this publisher wrote");
  });

  test("a Pagefind executable that cannot run fails the step and names it", async () => {
    const failure = await writeSearchIndex(site, { logFile, timeoutMs: 60_000, binary: "/nonexistent/pagefind" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SearchIndexError);
    expect((failure as Error).message).toBe(
      `search index: the Pagefind executable /nonexistent/pagefind could not be run (it exited with code 127; full output in ${logFile})`,
    );
    expect(fs.existsSync(path.join(indexDir(), ".pages"))).toBe(false);
  });

  test("a Pagefind run that fails (a stand-in script: the real one cannot be made to fail on demand) fails the step with its words", async () => {
    const script = path.join(tmp, "failing-pagefind.sh");
    fs.writeFileSync(script, '#!/bin/sh\necho "Running Pagefind"\necho "Error: Pagefind was not able to build an index."\nexit 1\n', { mode: 0o755 });
    const failure = await writeSearchIndex(site, { logFile, timeoutMs: 60_000, binary: script }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SearchIndexError);
    expect((failure as Error).message).toBe(
      `search index: Pagefind said "Error: Pagefind was not able to build an index." (it exited with code 1; full output in ${logFile})`,
    );
    expect((failure as SearchIndexError).logTail.join("\n")).toContain("Pagefind was not able to build an index");
    expect(fs.readFileSync(logFile, "utf8")).toContain("Pagefind was not able to build an index");
  });

  test("a site with no page to index fails the step and says so", async () => {
    fs.rmSync(site, { recursive: true });
    fs.mkdirSync(site);
    fs.writeFileSync(path.join(site, "404.html"), '<!DOCTYPE html><html lang="en"><body>Not found</body></html>');
    const failure = await writeSearchIndex(site, { logFile, timeoutMs: 60_000 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SearchIndexError);
    expect((failure as Error).message).toBe(`search index: the site has no page to index (no <route>/index.html under ${site})`);
  });
});
