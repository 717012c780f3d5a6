import fs from "node:fs";
import path from "node:path";
import * as contentRecord from "../../src/release/content-record";
import { documentKey, forgetPrunedRecords, releaseRecord } from "../../src/release/release-record";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

const ID = "20261120-090000-000-aaaa";

describe("releaseRecord: a kept release's content record, parsed once (real files)", () => {
  let dir: string;
  let reads: jest.SpyInstance;
  const write = (entries: unknown[]) =>
    fs.writeFileSync(path.join(dir, ID, ".content-record.json"), JSON.stringify({ buildId: ID, writtenAt: "x", entries, media: [] }));

  beforeEach(() => {
    dir = makeTempDir("release-record");
    fs.mkdirSync(path.join(dir, ID));
    reads = jest.spyOn(contentRecord, "readContentRecord");
  });
  afterEach(() => {
    reads.mockRestore();
    removeDir(dir);
  });

  test("read once while the file is the same, by document with every translation's locale", () => {
    write([
      { kind: "page", id: "home", locale: "fr", versions: ["2026-11-20T08:00:00.000Z"], renderedIn: ["/fr/"] },
      { kind: "page", id: "home", versions: ["2026-11-19T08:00:00.000Z"], renderedIn: ["/index/"] },
    ]);
    const first = releaseRecord(dir, ID);
    expect(first?.byDocument.get(documentKey("page", "home"))).toEqual([
      { kind: "page", id: "home", locale: "fr", versions: ["2026-11-20T08:00:00.000Z"], renderedIn: ["/fr/"] },
      { kind: "page", id: "home", locale: "en", versions: ["2026-11-19T08:00:00.000Z"], renderedIn: ["/index/"] },
    ]);
    expect(releaseRecord(dir, ID)).toBe(first);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  test("a record written again is read again; a missing one is null; a forgotten release is read anew", () => {
    expect(releaseRecord(dir, ID)).toBeNull();
    write([{ kind: "tag", id: "seo", locale: "en", versions: ["2026-11-20T08:00:00.000Z"], renderedIn: ["/blog/tag/seo/"] }]);
    expect(releaseRecord(dir, ID)?.record.entries.map((entry) => entry.id)).toEqual(["seo"]);
    expect(reads).toHaveBeenCalledTimes(2);
    forgetPrunedRecords(dir, []);
    expect(releaseRecord(dir, ID)?.record.entries.map((entry) => entry.id)).toEqual(["seo"]);
    expect(reads).toHaveBeenCalledTimes(3);
  });
});
