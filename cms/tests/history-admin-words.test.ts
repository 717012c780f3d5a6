/**
 * The History panel's and the Publishing page's words for content history (src/plugins/publishing/admin, docs/history.md):
 * when a version was live, the panel's one line, the link from a release's change to its version, and the releases'
 * disk cost. Pure functions, no Strapi. Run: npx jest --config cms/tests/jest.config.cjs history-admin-words
 */
import type { HistoryList, VersionSummary } from "../src/contract/history-contract";
import { changeLines } from "../src/plugins/publishing/admin/src/lib/describe-changes";
import { sideParts } from "../src/plugins/publishing/admin/src/lib/diff-sides";
import { countLine, formatMegabytes, keptWords, liveWords, retentionLine, versionRoute } from "../src/plugins/publishing/admin/src/lib/history-words";

/** Times as the server sends them: the tests read the sentence around them, not the editor's locale's date format. */
const asSent = (iso: string) => iso;

const VERSION: VersionSummary = {
  id: 7,
  kind: "blog-post",
  documentId: "k3x9post",
  locale: "en",
  action: "publish",
  title: "Paid social on a small budget",
  recordedAt: "2026-11-28T15:00:00.000Z",
  recordedBy: "Site Editor (editor@agency.local)",
  via: "admin",
  publishedVersion: "2026-11-28T15:00:00.000Z",
  live: null,
};

describe("when a version was on the site", () => {
  test("from one release to the next, still live, or in none of the kept releases", () => {
    const period = { from: "2026-11-28T15:01:00.000Z", fromRelease: "20261128-150100-000-aaaa", toRelease: null };
    expect(liveWords({ ...period, to: "2026-11-28T16:02:00.000Z", toRelease: "20261128-160200-000-bbbb", now: false }, asSent)).toBe(
      "Live from 2026-11-28T15:01:00.000Z to 2026-11-28T16:02:00.000Z",
    );
    expect(liveWords({ ...period, to: null, now: true }, asSent)).toBe("Live from 2026-11-28T15:01:00.000Z, live now");
    expect(liveWords({ ...period, to: null, now: false }, asSent)).toBe("Live from 2026-11-28T15:01:00.000Z until the newest kept release");
    expect(liveWords(null, asSent)).toBe("Not on the site in the kept releases");
  });
});

describe("the panel's line and the retention rule", () => {
  const list = (versions: VersionSummary[]): HistoryList => ({ versions, maxPerEntry: null, releasesKnown: true, canPurge: false });

  test("how many versions, and the latest with its author", () => {
    const unpublish = { ...VERSION, id: 8, action: "unpublish" as const, recordedAt: "2026-11-28T16:00:00.000Z", publishedVersion: null };
    expect(countLine(list([unpublish, VERSION]), asSent)).toBe(
      "2 versions; the latest: unpublished 2026-11-28T16:00:00.000Z by Site Editor (editor@agency.local).",
    );
    expect(countLine(list([VERSION]), asSent)).toBe("1 version; the latest: published 2026-11-28T15:00:00.000Z by Site Editor (editor@agency.local).");
    expect(countLine(list([]), asSent)).toBe("No version yet: one is kept each time this translation is published or unpublished.");
  });

  test("all versions kept, or a maximum per translation", () => {
    expect(keptWords(null)).toBe("Every version of this translation is kept.");
    expect(keptWords(50)).toBe("The latest 50 versions of this translation are kept.");
  });
});

describe("a release's changed entries link to their recorded versions", () => {
  test("a collection type's edit view, the single type's, and nothing without a version or an edit view", () => {
    expect(versionRoute({ kind: "blog-post", id: "k3x9post", locale: "en", versionId: 7 })).toBe(
      "/content-manager/collection-types/api::blog-post.blog-post/k3x9post?plugins[i18n][locale]=en&history=7",
    );
    expect(versionRoute({ kind: "page", id: "p1about", locale: "fr", versionId: 12 })).toBe(
      "/content-manager/collection-types/api::page.page/p1about?plugins[i18n][locale]=fr&history=12",
    );
    expect(versionRoute({ kind: "configuration", id: "c0nfig", locale: "en", versionId: 3 })).toBe(
      "/content-manager/single-types/api::configuration.configuration?plugins[i18n][locale]=en&history=3",
    );
    expect(versionRoute({ kind: "blog-post", id: "k3x9post", locale: "en", versionId: null })).toBeNull();
    expect(versionRoute({ kind: "blog-post", id: "k3x9post", locale: "en" })).toBeNull();
    // A navigation's history is read in the CMS only: the content manager has no edit view for it.
    expect(versionRoute({ kind: "navigation", id: "n4v", locale: "en", versionId: 5 })).toBeNull();
  });

  test("each line keeps its words and carries the link", () => {
    const changed = { kind: "tag" as const, id: "t4g", locale: "en", pages: ["/blog/tag/planning/"], title: "Planning", versionId: 9 };
    expect(changeLines({ added: [], changed: [changed], removed: [] }, "release")).toEqual([
      {
        key: "changed tag t4g en",
        text: "Changed: the tag “Planning”",
        verb: "Changed",
        name: "the tag “Planning”",
        versionRoute: "/content-manager/collection-types/api::tag.tag/t4g?plugins[i18n][locale]=en&history=9",
      },
    ]);
  });
});

describe("the word diff beside the draft", () => {
  const title = [{ value: "A content calendar for " }, { value: "software companies", removed: true }, { value: "charities", added: true }];

  test("each side reads as its own text, the words only it has marked", () => {
    expect(sideParts(title, "version")).toEqual([
      { value: "A content calendar for ", marked: false },
      { value: "charities", marked: true },
    ]);
    expect(sideParts(title, "draft")).toEqual([
      { value: "A content calendar for ", marked: false },
      { value: "software companies", marked: true },
    ]);
  });

  test("a long unchanged passage keeps only the words around the changes", () => {
    // 60 numbered words of 9 or 10 characters: "word-0001 word-0002 …", 600 characters.
    const words = (from: number, count: number) => Array.from({ length: count }, (_, i) => `word-${String(from + i).padStart(4, "0")} `).join("");
    const before = words(1, 60);
    const between = words(101, 60);
    const after = words(201, 60);
    const parts = [
      { value: before },
      { value: "old ", removed: true },
      { value: "new ", added: true },
      { value: between },
      { value: "end.", added: true },
      { value: after },
    ];
    const version = sideParts(parts, "version").map((part) => part.value);
    // Before the first change: its end only; between two changes: both ends; after the last: its start.
    expect(version[0]).toBe(`…${words(45, 16)}`);
    expect(version[1]).toBe("new ");
    expect(version[2]).toBe(`${words(101, 16)}…${words(145, 16)}`);
    expect(version[3]).toBe("end.");
    expect(version[4]).toBe(`${words(201, 16)}…`);
    // Short passages and a text without changes stay whole.
    expect(sideParts([{ value: "Same words." }], "draft")).toEqual([{ value: "Same words.", marked: false }]);
  });
});

describe("the releases kept and what they take on disk", () => {
  test("megabytes with a decimal only under 10", () => {
    expect(formatMegabytes(212_400_000)).toBe("212 MB");
    expect(formatMegabytes(9_460_000)).toBe("9.5 MB");
    expect(formatMegabytes(0)).toBe("0.0 MB");
  });

  test("the count, the disk and the live release's share; less when the publisher could not measure", () => {
    expect(retentionLine({ keep: 20, kept: 20, diskBytes: 212_000_000, liveBytes: 31_000_000 })).toBe(
      "20 releases are kept (PUBLISHER_KEEP_RELEASES): 212 MB on disk, of which 31 MB is the live release.",
    );
    expect(retentionLine({ keep: 1, kept: 1, diskBytes: 8_200_000, liveBytes: null })).toBe("1 release is kept (PUBLISHER_KEEP_RELEASES): 8.2 MB on disk.");
    expect(retentionLine({ keep: 5, kept: 3, diskBytes: null, liveBytes: null })).toBe("5 releases are kept (PUBLISHER_KEEP_RELEASES).");
  });
});
