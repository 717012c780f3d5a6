/**
 * The rules of content history that need no Strapi (docs/history.md): when a version was live from the publisher's
 * kept releases, how a version reads beside the draft, what a restore writes and leaves out, the retention setting.
 */
import { compareVersion, displayOf, labelOf, mediaIdsOf, type SchemaReader } from "../src/plugins/publishing/server/history/compare-version";
import { livePeriodOf } from "../src/plugins/publishing/server/history/live-periods";
import { restoreData } from "../src/plugins/publishing/server/history/restore-data";
import { maxVersionsPerEntry } from "../src/plugins/publishing/server/history/retention";
import type { Attribute } from "../src/plugins/publishing/server/history/schema-walk";

/** A small schema: a post with a cover, tags, an author, an SEO component and a page-like dynamic zone. */
const SCHEMAS: Record<string, Array<[string, Attribute]>> = {
  post: [
    ["title", { type: "string" }],
    ["body", { type: "richtext" }],
    ["featured", { type: "boolean" }],
    ["cover", { type: "media", multiple: false }],
    ["gallery", { type: "media", multiple: true }],
    ["author", { type: "relation", relation: "manyToOne", target: "api::author.author" }],
    ["tags", { type: "relation", relation: "manyToMany", target: "api::tag.tag" }],
    ["seo", { type: "component", component: "shared.seo", repeatable: false }],
    ["blocks", { type: "dynamiczone", components: ["blocks.hero"] }],
  ],
  "shared.seo": [
    ["meta_title", { type: "string" }],
    ["share_image", { type: "media", multiple: false }],
  ],
  "blocks.hero": [
    ["heading", { type: "string" }],
    ["link", { type: "relation", relation: "oneToOne", target: "api::page.page" }],
  ],
};
const schema: SchemaReader = {
  attributes: (uid) => SCHEMAS[uid] ?? [],
  componentName: (uid) => (uid === "blocks.hero" ? "Hero" : uid),
};

const file = (id: number, name: string) => ({
  id,
  documentId: `file-${id}`,
  name,
  url: `/uploads/${name}`,
  mime: "image/png",
  alternativeText: `${name} alt`,
  thumbnailUrl: `/uploads/thumbnail_${name}`,
});
const VERSION = {
  title: "Local SEO for plumbers",
  body: "Claim your listing first.",
  featured: true,
  cover: file(1, "van.png"),
  gallery: [file(2, "team.png"), file(3, "office.png")],
  author: { documentId: "author-ada", label: "Ada Lovelace" },
  tags: [
    { documentId: "tag-seo", label: "SEO" },
    { documentId: "tag-local", label: "Local" },
  ],
  seo: { meta_title: "Local SEO", share_image: file(4, "share.png") },
  blocks: [{ __component: "blocks.hero", heading: "Be found", link: { documentId: "page-contact", label: "Contact" } }],
};

describe("when a version was live", () => {
  const releases = [
    // Newest first, as the publisher sends them.
    { buildId: "b4", releasedAt: "2026-11-28T12:00:00.000Z", live: true, entries: [{ locale: "en", versions: ["2026-11-28T11:59:00.000Z"] }] },
    {
      buildId: "b3",
      releasedAt: "2026-11-27T12:00:00.000Z",
      live: false,
      entries: [
        { locale: "en", versions: ["2026-11-26T10:00:00.000Z"] },
        { locale: "fr", versions: ["2026-11-20T09:00:00.000Z"] },
      ],
    },
    { buildId: "b2", releasedAt: "2026-11-26T12:00:00.000Z", live: false, entries: [{ locale: "en", versions: ["2026-11-26T10:00:00.000Z"] }] },
    { buildId: "b1", releasedAt: "2026-11-25T12:00:00.000Z", live: false, entries: [] },
  ];

  test("from the first release that showed it to the first later one that did not", () => {
    expect(livePeriodOf(releases, "en", "2026-11-26T10:00:00.000Z")).toEqual({
      from: "2026-11-26T12:00:00.000Z",
      fromRelease: "b2",
      to: "2026-11-28T12:00:00.000Z",
      toRelease: "b4",
      now: false,
    });
  });

  test("the version the live release shows is live now, with no end", () => {
    expect(livePeriodOf(releases, "en", "2026-11-28T11:59:00.000Z")).toEqual({
      from: "2026-11-28T12:00:00.000Z",
      fromRelease: "b4",
      to: null,
      toRelease: null,
      now: true,
    });
  });

  test("versions are the same instant in another ISO spelling; another language's version is not this one's", () => {
    expect(livePeriodOf(releases, "en", "2026-11-26T10:00:00Z")?.fromRelease).toBe("b2");
    expect(livePeriodOf(releases, "en", "2026-11-20T09:00:00.000Z")).toBeNull();
    expect(livePeriodOf(releases, "fr", "2026-11-20T09:00:00.000Z")).toEqual({
      from: "2026-11-27T12:00:00.000Z",
      fromRelease: "b3",
      to: "2026-11-28T12:00:00.000Z",
      toRelease: "b4",
      now: false,
    });
  });

  test("no kept release showed it, or it is an unpublish: no period", () => {
    expect(livePeriodOf(releases, "en", "2026-10-01T00:00:00.000Z")).toBeNull();
    expect(livePeriodOf(releases, "en", null)).toBeNull();
    expect(livePeriodOf([], "en", "2026-11-26T10:00:00.000Z")).toBeNull();
  });
});

describe("a version beside the draft", () => {
  test("field names read as words", () => {
    expect([labelOf("meta_title"), labelOf("seoDescription"), labelOf("cover")]).toEqual(["Meta title", "Seo description", "Cover"]);
  });

  test("components, blocks and relations read as lines of text", () => {
    expect(displayOf(schema, { type: "component", component: "shared.seo" }, VERSION.seo)).toBe("Meta title: Local SEO\nShare image: share.png");
    expect(displayOf(schema, { type: "dynamiczone", components: ["blocks.hero"] }, VERSION.blocks)).toBe("[Hero]\n  Heading: Be found\n  Link: Contact");
    expect(displayOf(schema, { type: "relation", relation: "manyToMany" }, VERSION.tags)).toBe("SEO, Local");
    expect(displayOf(schema, { type: "boolean" }, false)).toBe("No");
    expect(
      displayOf(schema, { type: "blocks" }, [
        {
          type: "paragraph",
          children: [
            { type: "text", text: "One " },
            { type: "text", text: "line" },
          ],
        },
      ]),
    ).toBe("One line");
  });

  test("changed fields are marked and text is diffed word by word; files compare by id and say when they are gone", () => {
    const draft = { ...VERSION, title: "Local SEO for electricians", tags: [{ documentId: "tag-seo", label: "SEO" }], cover: file(5, "new-van.png") };
    const fields = compareVersion(schema, "post", VERSION, draft, new Set([2, 3, 4, 5]));
    expect(fields.map((field) => `${field.field}: ${field.changed ? "changed" : "same"}`)).toEqual([
      "title: changed",
      "body: same",
      "featured: same",
      "cover: changed",
      "gallery: same",
      "author: same",
      "tags: changed",
      "seo: same",
      "blocks: same",
    ]);
    const title = fields[0];
    expect(title.parts).toEqual([{ value: "Local SEO for " }, { value: "electricians", removed: true }, { value: "plumbers", added: true }]);
    expect(fields[3].media).toEqual({
      version: [
        {
          id: 1,
          documentId: "file-1",
          name: "van.png",
          url: "/uploads/van.png",
          thumbnailUrl: "/uploads/thumbnail_van.png",
          alternativeText: "van.png alt",
          missing: true,
        },
      ],
      draft: [
        {
          id: 5,
          documentId: "file-5",
          name: "new-van.png",
          url: "/uploads/new-van.png",
          thumbnailUrl: "/uploads/thumbnail_new-van.png",
          alternativeText: "new-van.png alt",
          missing: false,
        },
      ],
    });
    expect(fields[6]).toMatchObject({ version: "SEO, Local", draft: "SEO", parts: [{ value: "SEO" }, { value: ", Local", added: true }] });
  });

  test("a navigation compares its name, visibility and item tree", () => {
    const version = {
      name: "Main navigation",
      visible: true,
      items: [{ title: "Services", path: "/services", menuAttached: true, items: [{ title: "SEO", path: "/services/seo", menuAttached: false, items: [] }] }],
    };
    const now = { ...version, items: [] };
    const fields = compareVersion(schema, "plugin::navigation.navigation", version, now, new Set(), true);
    expect(fields.map((field) => [field.field, field.changed, field.version])).toEqual([
      ["name", false, "Main navigation"],
      ["visible", false, "Yes"],
      ["items", true, "Services → /services\n  SEO → /services/seo (not in the menu)"],
    ]);
  });

  test("every file id a version uses, at any depth", () => {
    expect(mediaIdsOf(VERSION).sort()).toEqual([1, 2, 3, 4]);
  });
});

describe("what a restore writes", () => {
  test("files and related entries by id, components and blocks without ids, everything that still exists", () => {
    const skipped: string[] = [];
    const data = restoreData(
      schema,
      "post",
      VERSION,
      { media: new Set([1, 2, 3, 4]), documents: new Set(["author-ada", "tag-seo", "tag-local", "page-contact"]) },
      skipped,
    );
    expect(data).toEqual({
      title: "Local SEO for plumbers",
      body: "Claim your listing first.",
      featured: true,
      cover: 1,
      gallery: [2, 3],
      author: "author-ada",
      tags: ["tag-seo", "tag-local"],
      seo: { meta_title: "Local SEO", share_image: 4 },
      blocks: [{ __component: "blocks.hero", heading: "Be found", link: "page-contact" }],
    });
    expect(skipped).toEqual([]);
  });

  test("a deleted file and a deleted entry are left out, each with a sentence saying where", () => {
    const skipped: string[] = [];
    const data = restoreData(schema, "post", VERSION, { media: new Set([2, 4]), documents: new Set(["author-ada", "tag-seo"]) }, skipped);
    expect([data.cover, data.gallery, data.tags, data.blocks]).toEqual([
      null,
      [2],
      ["tag-seo"],
      [{ __component: "blocks.hero", heading: "Be found", link: null }],
    ]);
    expect(skipped).toEqual([
      "The file “van.png” (Cover) was deleted from the Media Library, so the draft has no file there.",
      "The file “office.png” (Gallery) was deleted from the Media Library, so the draft has no file there.",
      "“Local” (Tags) no longer exists, so the draft does not link to it.",
      "“Contact” (Blocks › Hero › Link) no longer exists, so the draft does not link to it.",
    ]);
  });

  test("a field the version does not have (added to the type since) is not written, so the draft keeps its value", () => {
    const data = restoreData(schema, "post", { title: "Old title" }, { media: new Set(), documents: new Set() });
    expect(data).toEqual({ title: "Old title" });
  });
});

describe("retention", () => {
  test("all versions unless HISTORY_MAX_VERSIONS_PER_ENTRY says how many", () => {
    expect(maxVersionsPerEntry({})).toBeNull();
    expect(maxVersionsPerEntry({ HISTORY_MAX_VERSIONS_PER_ENTRY: "0" })).toBeNull();
    expect(maxVersionsPerEntry({ HISTORY_MAX_VERSIONS_PER_ENTRY: " 25 " })).toBe(25);
    expect(() => maxVersionsPerEntry({ HISTORY_MAX_VERSIONS_PER_ENTRY: "ten" })).toThrow(
      'HISTORY_MAX_VERSIONS_PER_ENTRY must be a whole number of versions (1 or more, or 0 for all); it is "ten".',
    );
  });
});
