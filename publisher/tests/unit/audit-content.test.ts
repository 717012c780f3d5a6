import { auditContent, describeAuditFailure, describeMismatch } from "../../src/audit/audit-content";
import type { PublishedEntry } from "../../src/audit/cms-published-state";
import type { ContentRecord } from "../../src/release/content-record";

const BUILD_STARTED = Date.parse("2026-11-23T10:00:00.000Z");

const published: PublishedEntry[] = [
  {
    kind: "page",
    id: "page-work",
    locale: "en",
    version: "2026-11-23T09:00:00.000Z",
    label: 'page "Our work"',
    changedAt: Date.parse("2026-11-23T09:00:00.000Z"),
  },
  {
    kind: "blog-post",
    locale: "en",
    id: "post-brand",
    version: "2026-11-23T09:30:00.000Z",
    label: 'blog post "When to refresh"',
    changedAt: Date.parse("2026-11-23T09:30:00.000Z"),
  },
  {
    kind: "configuration",
    locale: "en",
    id: "config",
    version: "2026-11-23T08:00:00.000Z",
    label: "the site configuration",
    changedAt: Date.parse("2026-11-23T08:00:00.000Z"),
  },
  { kind: "navigation", id: "main-navigation", locale: "en", version: "digest-a", label: 'navigation "main-navigation"', changedAt: null },
];

function record(entries: ContentRecord["entries"]): ContentRecord {
  return { buildId: "b1", writtenAt: "2026-11-23T10:01:00.000Z", entries, media: [] };
}

const allLive: ContentRecord["entries"] = [
  { kind: "page", id: "page-work", locale: "en", versions: ["2026-11-23T09:00:00.000Z"], renderedIn: ["/work/"] },
  { kind: "blog-post", id: "post-brand", locale: "en", versions: ["2026-11-23T09:30:00.000Z"], renderedIn: ["/blog/when-to-refresh/", "/blog/"] },
  { kind: "configuration", id: "config", locale: "en", versions: ["2026-11-23T08:00:00.000Z"], renderedIn: ["/sq/d/123"] },
  { kind: "navigation", id: "main-navigation", locale: "en", versions: ["digest-a"], renderedIn: ["/sq/d/123"] },
];

const audit = (entries: ContentRecord["entries"], overrides: { published?: PublishedEntry[]; eventsDuringBuild?: boolean } = {}) =>
  auditContent({
    record: record(entries),
    published: overrides.published ?? published,
    buildStartedAt: BUILD_STARTED,
    eventsDuringBuild: overrides.eventsDuringBuild ?? false,
  });

describe("content audit: what the build rendered against what the CMS publishes", () => {
  test("a build that renders every published entry at its version passes, every entry counted", () => {
    expect(audit(allLive)).toEqual({ checked: 4, mismatches: [], changedDuringBuild: [] });
  });

  test("a post rendered at an older version than the CMS publishes is stale, and the message names it and where", () => {
    const entries = allLive.map((e) => (e.id === "post-brand" ? { ...e, versions: ["2026-11-23T09:10:00.000Z"] } : e));
    const result = audit(entries);
    expect(result.mismatches).toEqual([
      {
        kind: "blog-post",
        id: "post-brand",
        locale: "en",
        label: 'blog post "When to refresh"',
        problem: "stale",
        built: ["2026-11-23T09:10:00.000Z"],
        published: "2026-11-23T09:30:00.000Z",
        renderedIn: ["/blog/when-to-refresh/", "/blog/"],
      },
    ]);
    expect(describeMismatch(result.mismatches[0]!)).toBe(
      'blog post "When to refresh" is older in the build (on /blog/when-to-refresh/, /blog/): built 2026-11-23T09:10:00.000Z, published 2026-11-23T09:30:00.000Z',
    );
  });

  test("one stale copy among current ones (a blog index listing an old title) is still stale", () => {
    const entries = allLive.map((e) => (e.id === "post-brand" ? { ...e, versions: ["2026-11-23T09:30:00.000Z", "2026-11-23T09:10:00.000Z"] } : e));
    expect(audit(entries).mismatches.map((m) => [m.id, m.problem])).toEqual([["post-brand", "stale"]]);
  });

  test("a published entry missing from the build, and a rendered one the CMS no longer publishes, are mismatches", () => {
    const entries = [
      ...allLive.filter((e) => e.id !== "page-work"),
      { kind: "page" as const, id: "page-old", locale: "en", versions: ["2026-01-01T00:00:00.000Z"], renderedIn: ["/old/"] },
    ];
    const result = audit(entries);
    expect(result.checked).toBe(5);
    expect(result.mismatches.map((m) => [m.id, m.problem])).toEqual([
      ["page-work", "missing"],
      ["page-old", "unpublished"],
    ]);
    expect(describeAuditFailure(result.mismatches)).toBe(
      'content audit: 2 published entries are not live at the CMS\'s version: page "Our work" is published in the CMS but missing from the build; page page-old is in the build (on /old/) but no longer published in the CMS',
    );
  });

  test("a navigation whose digest differs is stale", () => {
    const entries = allLive.map((e) => (e.kind === "navigation" ? { ...e, versions: ["digest-old"] } : e));
    expect(audit(entries).mismatches.map((m) => [m.id, m.problem, m.built])).toEqual([["main-navigation", "stale", ["digest-old"]]]);
  });

  test("an entry the CMS changed after the build started is not a failure: it is left to the follow-up build", () => {
    const late = published.map((e) =>
      e.id === "post-brand" ? { ...e, version: "2026-11-23T10:00:05.000Z", changedAt: Date.parse("2026-11-23T10:00:05.000Z") } : e,
    );
    const result = audit(allLive, { published: late });
    expect(result.mismatches).toEqual([]);
    expect(result.changedDuringBuild.map((m) => [m.id, m.problem])).toEqual([["post-brand", "stale"]]);
  });

  test("without timestamps (navigations, removed entries) only an event received during the build excuses a difference", () => {
    const entries = [
      ...allLive.map((e) => (e.kind === "navigation" ? { ...e, versions: ["digest-old"] } : e)),
      { kind: "blog-post" as const, id: "post-gone", locale: "en", versions: ["x"], renderedIn: ["/blog/gone/"] },
    ];
    expect(audit(entries, { eventsDuringBuild: false }).mismatches.map((m) => m.id)).toEqual(["main-navigation", "post-gone"]);
    const during = audit(entries, { eventsDuringBuild: true });
    expect(during.mismatches).toEqual([]);
    expect(during.changedDuringBuild.map((m) => m.id)).toEqual(["main-navigation", "post-gone"]);
  });

  test("an edit made before the build started is never excused, even with events during the build", () => {
    const entries = allLive.map((e) => (e.id === "page-work" ? { ...e, versions: ["2026-11-23T08:59:00.000Z"] } : e));
    expect(audit(entries, { eventsDuringBuild: true }).mismatches.map((m) => m.id)).toEqual(["page-work"]);
  });
});

describe("content audit in every locale", () => {
  type Entry = ContentRecord["entries"][number];
  // The content record names each entry's locale (shared/content-record.ts); written as the build writes it.
  const inLocale = (entry: Entry, locale: string): Entry => Object.assign({ ...entry }, { locale });
  const frenchHome: PublishedEntry = {
    kind: "page",
    id: "page-home",
    locale: "fr",
    home: true,
    version: "2026-11-23T09:10:00.000Z",
    label: 'page "Accueil" (French)',
    changedAt: Date.parse("2026-11-23T09:10:00.000Z"),
  };
  const frenchWork: PublishedEntry = {
    kind: "page",
    id: "page-work",
    locale: "fr",
    version: "2026-11-23T09:20:00.000Z",
    label: 'page "Nos réalisations" (French)',
    changedAt: Date.parse("2026-11-23T09:20:00.000Z"),
  };
  const frenchNavigation: PublishedEntry = {
    kind: "navigation",
    id: "main-navigation",
    locale: "fr",
    version: "digest-fr",
    label: 'navigation "main-navigation" (French)',
    changedAt: null,
  };
  const frenchRendered = [
    inLocale({ kind: "page", id: "page-home", locale: "en", versions: ["2026-11-23T09:10:00.000Z"], renderedIn: ["/fr/"] }, "fr"),
    inLocale({ kind: "page", id: "page-work", locale: "en", versions: ["2026-11-23T09:20:00.000Z"], renderedIn: ["/fr/realisations/"] }, "fr"),
    inLocale({ kind: "navigation", id: "main-navigation", locale: "en", versions: ["digest-fr"], renderedIn: ["/sq/d/456"] }, "fr"),
  ];

  test("every published translation live at its version passes: one document is one entry per locale", () => {
    const result = audit([...allLive, ...frenchRendered], { published: [...published, frenchHome, frenchWork, frenchNavigation] });
    expect(result).toEqual({ checked: 7, mismatches: [], changedDuringBuild: [] });
  });

  test("a French translation the build shows at an older version is a mismatch of the French entry alone, named in French", () => {
    const stale = [...frenchRendered];
    stale[1] = inLocale({ kind: "page", id: "page-work", locale: "en", versions: ["2026-11-23T08:00:00.000Z"], renderedIn: ["/fr/realisations/"] }, "fr");
    const result = audit([...allLive, ...stale], { published: [...published, frenchHome, frenchWork, frenchNavigation] });
    expect(result.mismatches).toEqual([
      {
        kind: "page",
        id: "page-work",
        locale: "fr",
        label: 'page "Nos réalisations" (French)',
        problem: "stale",
        built: ["2026-11-23T08:00:00.000Z"],
        published: "2026-11-23T09:20:00.000Z",
        renderedIn: ["/fr/realisations/"],
      },
    ]);
  });

  test("a French translation missing from the build is a mismatch even though the English one is live", () => {
    const result = audit([...allLive, frenchRendered[0]!, frenchRendered[2]!], { published: [...published, frenchHome, frenchWork, frenchNavigation] });
    expect(result.mismatches.map(describeMismatch)).toEqual(['page "Nos réalisations" (French) is published in the CMS but missing from the build']);
  });

  test("a locale without a published home page has no site: its navigation and drafts of translations are not expected in the build", () => {
    const result = audit(allLive, { published: [...published, frenchWork, frenchNavigation] });
    expect(result).toEqual({ checked: 4, mismatches: [], changedDuringBuild: [] });
  });
});

describe("content audit: categories, tags and authors each have a page in the build", () => {
  const at = "2026-11-23T09:40:00.000Z";
  const terms: PublishedEntry[] = [
    { kind: "category", id: "category-search", locale: "en", version: at, label: 'category "Search"', changedAt: Date.parse(at) },
    { kind: "tag", id: "tag-planning", locale: "en", version: at, label: 'tag "Planning"', changedAt: Date.parse(at) },
    { kind: "author", id: "author-grace", locale: "en", version: at, label: 'author "Grace Okafor"', changedAt: Date.parse(at) },
  ];
  const rendered: ContentRecord["entries"] = [
    { kind: "category", id: "category-search", locale: "en", versions: [at], renderedIn: ["/blog/category/search/", "/blog/when-to-refresh/"] },
    { kind: "tag", id: "tag-planning", locale: "en", versions: [at], renderedIn: ["/blog/tag/planning/"] },
    { kind: "author", id: "author-grace", locale: "en", versions: [at], renderedIn: ["/blog/author/grace-okafor/"] },
  ];

  test("every published one rendered at its version passes", () => {
    expect(audit([...allLive, ...rendered], { published: [...published, ...terms] })).toEqual({ checked: 7, mismatches: [], changedDuringBuild: [] });
  });

  test("one missing from the build, or at an older version, is named by its name", () => {
    const entries = [...allLive, rendered[0]!, { ...rendered[2]!, versions: ["2026-11-23T08:00:00.000Z"] }];
    const result = audit(entries, { published: [...published, ...terms] });
    expect(result.mismatches.map(describeMismatch)).toEqual([
      'tag "Planning" is published in the CMS but missing from the build',
      'author "Grace Okafor" is older in the build (on /blog/author/grace-okafor/): built 2026-11-23T08:00:00.000Z, published 2026-11-23T09:40:00.000Z',
    ]);
  });
});
