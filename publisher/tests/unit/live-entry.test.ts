import fs from "node:fs";
import path from "node:path";
import { liveEntry } from "../../src/audit/live-entry";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

const LIVE = "20261120-090000-000-aaaa";
const OTHER = "20261121-090000-000-bbbb";

/** A release directory with a content record as the site build writes it (page-data locations). */
function release(dir: string, id: string, entries: unknown[] | null): void {
  fs.mkdirSync(path.join(dir, id), { recursive: true });
  if (entries) fs.writeFileSync(path.join(dir, id, ".content-record.json"), JSON.stringify({ buildId: id, writtenAt: "x", entries, media: [] }));
}

describe("liveEntry: one document as the live release's content record has it (real files)", () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir("live-entry");
  });
  afterEach(() => removeDir(dir));

  test("nothing live → null", async () => {
    release(dir, LIVE, []);
    expect(await liveEntry(dir, "page", "home")).toBeNull();
  });

  test("versions as recorded; page-data locations become site paths, static-query results are dropped", async () => {
    release(dir, LIVE, [
      {
        kind: "page",
        id: "home",
        versions: ["2026-11-20T09:00:00.000Z", "2026-11-19T09:00:00.000Z"],
        renderedIn: ["/index/", "/sq/d/2744905544.json", "/about/"],
      },
      { kind: "blog-post", id: "home", versions: ["2026-11-18T09:00:00.000Z"], renderedIn: ["/blog/home/"] },
    ]);
    // A newer release that is not live must not be read.
    release(dir, OTHER, [{ kind: "page", id: "home", versions: ["2026-11-21T09:00:00.000Z"], renderedIn: ["/index/"] }]);
    fs.symlinkSync(LIVE, path.join(dir, "current"));
    const since = fs.lstatSync(path.join(dir, "current")).mtime.toISOString();
    expect(await liveEntry(dir, "page", "home")).toEqual({
      buildId: LIVE,
      since,
      versions: ["2026-11-20T09:00:00.000Z", "2026-11-19T09:00:00.000Z"],
      pages: ["/", "/about/"],
    });
    expect(await liveEntry(dir, "blog-post", "home")).toEqual({ buildId: LIVE, since, versions: ["2026-11-18T09:00:00.000Z"], pages: ["/blog/home/"] });
    expect(await liveEntry(dir, "configuration", "home")).toBeNull();
  });

  test("a category, a tag and an author are entries of their own: their listing pages and the posts that show them", async () => {
    release(dir, LIVE, [
      { kind: "category", id: "search", locale: "en", versions: ["2026-11-20T09:00:00.000Z"], renderedIn: ["/blog/category/search/", "/blog/local-seo/"] },
      { kind: "category", id: "search", locale: "fr", versions: ["2026-11-20T10:00:00.000Z"], renderedIn: ["/fr/blog/category/referencement/"] },
      {
        kind: "author",
        id: "grace",
        locale: "en",
        versions: ["2026-11-19T09:00:00.000Z"],
        renderedIn: ["/blog/author/grace-okafor/", "/blog/author/grace-okafor/page/2/"],
      },
    ]);
    fs.symlinkSync(LIVE, path.join(dir, "current"));
    const since = fs.lstatSync(path.join(dir, "current")).mtime.toISOString();
    expect(await liveEntry(dir, "category", "search", "fr")).toEqual({
      buildId: LIVE,
      since,
      versions: ["2026-11-20T10:00:00.000Z"],
      pages: ["/fr/blog/category/referencement/"],
    });
    expect(await liveEntry(dir, "author", "grace")).toEqual({
      buildId: LIVE,
      since,
      versions: ["2026-11-19T09:00:00.000Z"],
      pages: ["/blog/author/grace-okafor/", "/blog/author/grace-okafor/page/2/"],
    });
    expect(await liveEntry(dir, "tag", "search")).toBeNull();
  });

  test("a live release without a readable record → null (it cannot be told)", async () => {
    release(dir, LIVE, null);
    fs.symlinkSync(LIVE, path.join(dir, "current"));
    expect(await liveEntry(dir, "page", "home")).toBeNull();
    fs.writeFileSync(path.join(dir, LIVE, ".content-record.json"), "{ not json");
    expect(await liveEntry(dir, "page", "home")).toBeNull();
  });
});
