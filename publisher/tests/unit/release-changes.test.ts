import fs from "node:fs";
import path from "node:path";
import { compareRecords, newestVersion, releaseChanges } from "../../src/release/release-changes";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

describe("compareRecords: what one release changed against another, entry by entry", () => {
  test("added, changed (another version, or a stale copy besides it) and removed entries, named by their site paths", () => {
    const before = [
      { kind: "page" as const, id: "home", locale: "en", versions: ["2026-11-20T09:00:00.000Z"], renderedIn: ["/index/"] },
      { kind: "blog-post" as const, id: "post-a", locale: "en", versions: ["2026-11-20T09:00:00.000Z"], renderedIn: ["/blog/a/", "/blog/"] },
      { kind: "blog-post" as const, id: "post-gone", locale: "en", versions: ["2026-11-19T09:00:00.000Z"], renderedIn: ["/blog/gone/"] },
      { kind: "configuration" as const, id: "configuration", locale: "en", versions: ["2026-11-18T09:00:00.000Z"], renderedIn: ["/sq/d/1.json"] },
      { kind: "navigation" as const, id: "main-navigation", locale: "en", versions: ["aaa"], renderedIn: ["/sq/d/2.json"] },
    ];
    const after = [
      { kind: "page" as const, id: "home", locale: "en", versions: ["2026-11-20T09:00:00.000Z"], renderedIn: ["/index/"] },
      {
        kind: "blog-post" as const,
        id: "post-a",
        locale: "en",
        versions: ["2026-11-21T09:00:00.000Z", "2026-11-20T09:00:00.000Z"],
        renderedIn: ["/blog/a/", "/blog/"],
      },
      { kind: "blog-post" as const, id: "post-new", locale: "en", versions: ["2026-11-21T10:00:00.000Z"], renderedIn: ["/blog/new/", "/index/"] },
      { kind: "configuration" as const, id: "configuration", locale: "en", versions: ["2026-11-18T09:00:00.000Z"], renderedIn: ["/sq/d/1.json"] },
      { kind: "navigation" as const, id: "main-navigation", locale: "en", versions: ["bbb"], renderedIn: ["/sq/d/2.json"] },
    ];
    expect(compareRecords(before, after)).toEqual({
      added: [{ kind: "blog-post", id: "post-new", locale: "en", pages: ["/blog/new/", "/"], version: "2026-11-21T10:00:00.000Z" }],
      // The newer release's version; of a stale copy and the new one, the newest.
      changed: [
        { kind: "blog-post", id: "post-a", locale: "en", pages: ["/blog/a/", "/blog/"], version: "2026-11-21T09:00:00.000Z" },
        { kind: "navigation", id: "main-navigation", locale: "en", pages: [], version: "bbb" },
      ],
      // The older release's version: the one taken off the site.
      removed: [{ kind: "blog-post", id: "post-gone", locale: "en", pages: ["/blog/gone/"], version: "2026-11-19T09:00:00.000Z" }],
    });
  });

  test("the same versions in another order are no change; identical records change nothing", () => {
    const one = [{ kind: "page" as const, id: "home", locale: "en", versions: ["b", "a"], renderedIn: ["/index/"] }];
    const two = [{ kind: "page" as const, id: "home", locale: "en", versions: ["a", "b"], renderedIn: ["/index/"] }];
    expect(compareRecords(one, two)).toEqual({ added: [], changed: [], removed: [] });
  });
});

describe("compareRecords per locale", () => {
  type Entry = Parameters<typeof compareRecords>[0][number];
  // The content record names each entry's locale (shared/content-record.ts); written as the build writes it.
  const inLocale = (entry: Entry, locale: string): Entry => Object.assign({ ...entry }, { locale });
  const about = (locale: string, version: string, page: string) =>
    inLocale({ kind: "page", id: "page-about", locale: "en", versions: [version], renderedIn: [page] }, locale);

  test("a French-only edit changes the French entry alone, named with its locale and its French page", () => {
    const before = [about("en", "2026-11-23T09:00:00.000Z", "/about/"), about("fr", "2026-11-23T09:00:00.000Z", "/fr/a-propos/")];
    const after = [about("en", "2026-11-23T09:00:00.000Z", "/about/"), about("fr", "2026-11-23T10:00:00.000Z", "/fr/a-propos/")];
    expect(compareRecords(before, after)).toEqual({
      added: [],
      changed: [{ kind: "page", id: "page-about", locale: "fr", pages: ["/fr/a-propos/"], version: "2026-11-23T10:00:00.000Z" }],
      removed: [],
    });
  });

  test("a translation published for the first time is added; the English one is unchanged", () => {
    const before = [about("en", "2026-11-23T09:00:00.000Z", "/about/")];
    const after = [...before, about("fr", "2026-11-23T10:00:00.000Z", "/fr/a-propos/")];
    expect(compareRecords(before, after)).toEqual({
      added: [{ kind: "page", id: "page-about", locale: "fr", pages: ["/fr/a-propos/"], version: "2026-11-23T10:00:00.000Z" }],
      changed: [],
      removed: [],
    });
  });
});

describe("the version a change is about", () => {
  test("the newest of several is the greatest instant, whatever the order or the writing of the time", () => {
    expect(newestVersion(["2026-11-21T09:00:00.000Z", "2026-11-22T08:00:00.000Z", "2026-11-20T09:00:00.000Z"])).toBe("2026-11-22T08:00:00.000Z");
    // Compared as instants, not as strings: "…T09:30:00+02:00" is 07:30 UTC, older than 08:00 UTC.
    expect(newestVersion(["2026-11-22T08:00:00.000Z", "2026-11-22T09:30:00+02:00"])).toBe("2026-11-22T08:00:00.000Z");
    expect(newestVersion(["2026-11-22T09:30:00+02:00", "2026-11-22T07:00:00.000Z"])).toBe("2026-11-22T09:30:00+02:00");
  });

  test("versions that are not times (a navigation's digest) give the last one recorded; none gives null", () => {
    expect(newestVersion(["9f2c", "a41b"])).toBe("a41b");
    expect(newestVersion(["only"])).toBe("only");
    expect(newestVersion([])).toBeNull();
  });

  test("a removed entry carries the version it had in the older release; an entry recorded without versions carries null", () => {
    const before = [
      {
        kind: "blog-post" as const,
        id: "post-gone",
        locale: "fr",
        versions: ["2026-11-19T09:00:00.000Z", "2026-11-18T09:00:00.000Z"],
        renderedIn: ["/fr/blog/parti/"],
      },
    ];
    const after = [{ kind: "page" as const, id: "page-empty", locale: "en", versions: [], renderedIn: ["/empty/"] }];
    expect(compareRecords(before, after)).toEqual({
      added: [{ kind: "page", id: "page-empty", locale: "en", pages: ["/empty/"], version: null }],
      changed: [],
      removed: [{ kind: "blog-post", id: "post-gone", locale: "fr", pages: ["/fr/blog/parti/"], version: "2026-11-19T09:00:00.000Z" }],
    });
  });
});

describe("releaseChanges: two kept releases compared once while their records are the same (real files)", () => {
  const OLDER = "20261120-090000-000-aaaa";
  const NEWER = "20261120-100000-000-bbbb";
  let dir: string;
  const write = (id: string, versions: string[], renderedIn = ["/blog/p1/"]) =>
    fs.writeFileSync(
      path.join(dir, id, ".content-record.json"),
      JSON.stringify({ buildId: id, writtenAt: "x", entries: [{ kind: "post", id: "p1", versions, renderedIn }], media: [] }),
    );

  beforeEach(() => {
    dir = makeTempDir("release-changes");
    for (const id of [OLDER, NEWER]) fs.mkdirSync(path.join(dir, id));
    write(OLDER, ["2026-11-20T08:00:00.000Z"]);
    write(NEWER, ["2026-11-20T09:00:00.000Z"]);
  });
  afterEach(() => removeDir(dir));

  test("the second call answers the first call's result; a record written again is compared anew", () => {
    const first = releaseChanges(dir, OLDER, NEWER);
    expect(first?.changed.map((entry) => entry.version)).toEqual(["2026-11-20T09:00:00.000Z"]);
    expect(releaseChanges(dir, OLDER, NEWER)).toBe(first);

    // Another size, so the file's identity changes even within the same millisecond.
    write(NEWER, ["2026-11-20T08:00:00.000Z"], ["/blog/p1/", "/fr/blog/p1/"]);
    const again = releaseChanges(dir, OLDER, NEWER);
    expect(again).not.toBe(first);
    expect(again?.changed).toEqual([]);
  });
});
