import fs from "node:fs";
import path from "node:path";
import { entryReleases } from "../../src/status/entry-releases";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

const OLDEST = "20261120-090000-000-aaaa";
const MIDDLE = "20261121-090000-000-bbbb";
const NEWEST = "20261122-090000-000-cccc";

/** A kept release as the publisher leaves it: the site build's content record and the publisher's manifest. */
function release(dir: string, id: string, options: { entries?: unknown[] | null; releasedAt?: string | null; record?: string }): void {
  const root = path.join(dir, id);
  fs.mkdirSync(root, { recursive: true });
  if (options.record !== undefined) fs.writeFileSync(path.join(root, ".content-record.json"), options.record);
  else if (options.entries)
    fs.writeFileSync(path.join(root, ".content-record.json"), JSON.stringify({ buildId: id, writtenAt: "x", entries: options.entries, media: [] }));
  if (options.releasedAt) {
    fs.writeFileSync(
      path.join(root, ".publisher-release.json"),
      JSON.stringify({ buildId: id, releasedAt: options.releasedAt, pageCount: 3, tagManager: false }),
    );
  }
}

describe("entryReleases: one document in every kept release, newest first (real files)", () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir("entry-releases");
  });
  afterEach(() => removeDir(dir));

  test("each release with its time, the live flag and the document's translations at their versions", async () => {
    release(dir, OLDEST, {
      releasedAt: "2026-11-20T09:01:00.000Z",
      entries: [{ kind: "blog-post", id: "post-a", locale: "en", versions: ["2026-11-20T08:00:00.000Z"], renderedIn: ["/blog/a/"] }],
    });
    release(dir, MIDDLE, {
      releasedAt: "2026-11-21T09:01:00.000Z",
      entries: [
        { kind: "blog-post", id: "post-a", locale: "en", versions: ["2026-11-21T08:00:00.000Z", "2026-11-20T08:00:00.000Z"], renderedIn: ["/blog/a/"] },
        { kind: "blog-post", id: "post-a", locale: "fr", versions: ["2026-11-21T08:30:00.000Z"], renderedIn: ["/fr/blog/a/"] },
        // Another kind with the same id, and another document: neither is this post.
        { kind: "page", id: "post-a", locale: "en", versions: ["2026-11-19T08:00:00.000Z"], renderedIn: ["/post-a/"] },
        { kind: "blog-post", id: "post-b", locale: "en", versions: ["2026-11-21T07:00:00.000Z"], renderedIn: ["/blog/b/"] },
      ],
    });
    // The post unpublished: the newest release does not render it.
    release(dir, NEWEST, {
      releasedAt: "2026-11-22T09:01:00.000Z",
      entries: [{ kind: "blog-post", id: "post-b", locale: "en", versions: ["2026-11-21T07:00:00.000Z"], renderedIn: ["/blog/b/"] }],
    });
    fs.symlinkSync(MIDDLE, path.join(dir, "current"));

    expect(await entryReleases(dir, "blog-post", "post-a")).toEqual({
      releases: [
        { buildId: "20261122-090000-000-cccc", releasedAt: "2026-11-22T09:01:00.000Z", live: false, entries: [] },
        {
          buildId: "20261121-090000-000-bbbb",
          releasedAt: "2026-11-21T09:01:00.000Z",
          live: true,
          entries: [
            { locale: "en", versions: ["2026-11-21T08:00:00.000Z", "2026-11-20T08:00:00.000Z"] },
            { locale: "fr", versions: ["2026-11-21T08:30:00.000Z"] },
          ],
        },
        {
          buildId: "20261120-090000-000-aaaa",
          releasedAt: "2026-11-20T09:01:00.000Z",
          live: false,
          entries: [{ locale: "en", versions: ["2026-11-20T08:00:00.000Z"] }],
        },
      ],
    });
  });

  test("a release without a manifest has no time; without a readable record it renders nothing; an old record's entries are English", async () => {
    release(dir, OLDEST, { releasedAt: null, entries: [{ kind: "page", id: "home", versions: ["2026-11-20T08:00:00.000Z"], renderedIn: ["/index/"] }] });
    release(dir, MIDDLE, { releasedAt: "2026-11-21T09:01:00.000Z", record: "{ not json" });
    release(dir, NEWEST, { releasedAt: "2026-11-22T09:01:00.000Z", entries: null });
    fs.symlinkSync(NEWEST, path.join(dir, "current"));

    expect(await entryReleases(dir, "page", "home")).toEqual({
      releases: [
        { buildId: "20261122-090000-000-cccc", releasedAt: "2026-11-22T09:01:00.000Z", live: true, entries: [] },
        { buildId: "20261121-090000-000-bbbb", releasedAt: "2026-11-21T09:01:00.000Z", live: false, entries: [] },
        { buildId: "20261120-090000-000-aaaa", releasedAt: null, live: false, entries: [{ locale: "en", versions: ["2026-11-20T08:00:00.000Z"] }] },
      ],
    });
  });

  test("nothing released: no releases; a pruned release leaves the list, a new one joins it", async () => {
    expect(await entryReleases(dir, "page", "home")).toEqual({ releases: [] });

    const home = (version: string) => [{ kind: "page", id: "home", locale: "en", versions: [version], renderedIn: ["/index/"] }];
    release(dir, OLDEST, { releasedAt: "2026-11-20T09:01:00.000Z", entries: home("2026-11-20T08:00:00.000Z") });
    release(dir, MIDDLE, { releasedAt: "2026-11-21T09:01:00.000Z", entries: home("2026-11-21T08:00:00.000Z") });
    fs.symlinkSync(MIDDLE, path.join(dir, "current"));
    expect((await entryReleases(dir, "page", "home")).releases.map((r) => [r.buildId, r.entries])).toEqual([
      ["20261121-090000-000-bbbb", [{ locale: "en", versions: ["2026-11-21T08:00:00.000Z"] }]],
      ["20261120-090000-000-aaaa", [{ locale: "en", versions: ["2026-11-20T08:00:00.000Z"] }]],
    ]);

    fs.rmSync(path.join(dir, OLDEST), { recursive: true });
    release(dir, NEWEST, { releasedAt: "2026-11-22T09:01:00.000Z", entries: home("2026-11-22T08:00:00.000Z") });
    expect((await entryReleases(dir, "page", "home")).releases.map((r) => [r.buildId, r.entries])).toEqual([
      ["20261122-090000-000-cccc", [{ locale: "en", versions: ["2026-11-22T08:00:00.000Z"] }]],
      ["20261121-090000-000-bbbb", [{ locale: "en", versions: ["2026-11-21T08:00:00.000Z"] }]],
    ]);
  });
});
