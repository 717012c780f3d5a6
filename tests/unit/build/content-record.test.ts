/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import fsPromises from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { contentVersionResolvers } from "../../../plugins/cms-data-layer/content-record/content-version";
import { navigationVersion } from "@agency/shared/navigation-version";
import { recordBuildContent } from "../../../plugins/cms-data-layer/content-record/record-build-content";
import { collectContentVersions } from "../../../plugins/cms-data-layer/content-record/write-content-record";

describe("content record: what the build rendered, read back from page-data", () => {
  let publicDir: string;
  const write = (file: string, json: unknown) => {
    mkdirSync(dirname(join(publicDir, file)), { recursive: true });
    writeFileSync(join(publicDir, file), JSON.stringify(json));
  };

  beforeEach(() => {
    publicDir = mkdtempSync(join(tmpdir(), "content-record-"));
  });
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  test("finds contentVersion objects at any depth and ignores look-alikes", () => {
    const found = collectContentVersions({
      result: {
        data: {
          strapiPage: { contentVersion: { kind: "page", id: "p1", locale: "en", version: "2026-11-23T10:00:00.000Z" }, title: "About" },
          list: [{ contentVersion: { kind: "blog-post", id: "b1", locale: "en", version: "v1" } }, { contentVersion: { kind: "blog-post", id: 7 } }],
          other: { version: "not a contentVersion", id: "x", kind: "page" },
        },
      },
    });
    expect(found).toEqual([
      { kind: "page", id: "p1", locale: "en", version: "2026-11-23T10:00:00.000Z" },
      { kind: "blog-post", id: "b1", locale: "en", version: "v1" },
    ]);
  });

  test("records every entry once with each version seen and where, plus the media from the node store", async () => {
    write("page-data/about/page-data.json", {
      result: { data: { strapiPage: { contentVersion: { kind: "page", id: "p-about", locale: "en", version: "t2" } } } },
    });
    write("page-data/fr/a-propos/page-data.json", {
      result: { data: { strapiPage: { contentVersion: { kind: "page", id: "p-about", locale: "fr", version: "t3" } } } },
    });
    write("page-data/blog/hello/page-data.json", {
      result: { data: { strapiBlogPost: { contentVersion: { kind: "blog-post", id: "b-hello", locale: "en", version: "t5" } } } },
    });
    // The blog index still lists the post at an older version: both versions are recorded.
    write("page-data/blog/page-data.json", {
      result: { data: { allStrapiBlogPost: { nodes: [{ contentVersion: { kind: "blog-post", id: "b-hello", locale: "en", version: "t4" } }] } } },
    });
    write("page-data/sq/d/123.json", {
      data: {
        strapiConfiguration: { contentVersion: { kind: "configuration", id: "c1", locale: "en", version: "t1" } },
        main: { contentVersion: { kind: "navigation", id: "main-navigation", locale: "en", version: "abc" } },
      },
    });
    write("page-data/app-data.json", { webpackCompilationHash: "x" });
    const mediaNodes = [
      { id: "n2", documentId: "m-logo", hash: "logo_1", internal: { type: "STRAPI__MEDIA" } },
      { id: "n1", documentId: "m-cover", hash: "cover_1", internal: { type: "STRAPI__MEDIA" } },
      { id: "n3", internal: { type: "STRAPI__MEDIA" } },
    ];

    const record = await recordBuildContent(publicDir, "build-7", mediaNodes as never);
    expect(record.entries).toEqual([
      { kind: "blog-post", id: "b-hello", locale: "en", versions: ["t5", "t4"], renderedIn: ["/blog/hello/", "/blog/"] },
      { kind: "configuration", id: "c1", locale: "en", versions: ["t1"], renderedIn: ["/sq/d/123.json"] },
      { kind: "navigation", id: "main-navigation", locale: "en", versions: ["abc"], renderedIn: ["/sq/d/123.json"] },
      { kind: "page", id: "p-about", locale: "en", versions: ["t2"], renderedIn: ["/about/"] },
      { kind: "page", id: "p-about", locale: "fr", versions: ["t3"], renderedIn: ["/fr/a-propos/"] },
    ]);
    expect(record.media).toEqual([
      { documentId: "m-cover", hash: "cover_1" },
      { documentId: "m-logo", hash: "logo_1" },
    ]);
    const onDisk = JSON.parse(readFileSync(join(publicDir, ".content-record.json"), "utf8"));
    expect(onDisk).toEqual({ ...record, buildId: "build-7" });
  });

  test("a later build reads again only the page-data written since the last record; a removed page leaves it", async () => {
    const post = (version: string) => ({ result: { data: { strapiBlogPost: { contentVersion: { kind: "blog-post", id: "b1", locale: "en", version } } } } });
    const page = (version: string) => ({ result: { data: { strapiPage: { contentVersion: { kind: "page", id: "p1", locale: "en", version } } } } });
    write("page-data/blog/one/page-data.json", post("t1"));
    write("page-data/about/page-data.json", page("t1"));
    write("page-data/gone/page-data.json", page("t1"));
    const stored = new Map<string, unknown>();
    const cache = { get: async (key: string) => stored.get(key), set: async (key: string, value: unknown) => stored.set(key, value) };
    await recordBuildContent(publicDir, "build-1", [], cache);

    write("page-data/blog/one/page-data.json", post("t2"));
    rmSync(join(publicDir, "page-data/gone"), { recursive: true });
    const reads = jest.spyOn(fsPromises, "readFile");
    try {
      const record = await recordBuildContent(publicDir, "build-2", [], cache);
      expect(reads.mock.calls.map(([file]) => String(file).slice(publicDir.length))).toEqual(["/page-data/blog/one/page-data.json"]);
      expect(record.entries).toEqual([
        { kind: "blog-post", id: "b1", locale: "en", versions: ["t2"], renderedIn: ["/blog/one/"] },
        { kind: "page", id: "p1", locale: "en", versions: ["t1"], renderedIn: ["/about/"] },
      ]);
    } finally {
      reads.mockRestore();
    }
  });

  test("a cache holding anything else is ignored: every page-data file is read", async () => {
    write("page-data/about/page-data.json", { result: { data: { strapiPage: { contentVersion: { kind: "page", id: "p1", locale: "en", version: "t1" } } } } });
    const cache = { get: async () => ({ "/about/": { stamp: 7 } }), set: async () => undefined };
    const record = await recordBuildContent(publicDir, "build-1", [], cache);
    expect(record.entries).toEqual([{ kind: "page", id: "p1", locale: "en", versions: ["t1"], renderedIn: ["/about/"] }]);
  });
});

describe("content versions on the GraphQL types", () => {
  const resolvers: Record<string, { contentVersion: { type: string; resolve: (source: unknown) => unknown } }> = {};
  contentVersionResolvers({ createResolvers: (r: typeof resolvers) => Object.assign(resolvers, r) } as never);

  test("CMS entries are versioned by their own updatedAt, navigations by their digest", () => {
    expect(Object.keys(resolvers).sort()).toEqual([
      "NavigationMenu",
      "STRAPI_AUTHOR",
      "STRAPI_BLOG_POST",
      "STRAPI_CATEGORY",
      "STRAPI_CONFIGURATION",
      "STRAPI_PAGE",
      "STRAPI_TAG",
    ]);
    expect(resolvers.STRAPI_PAGE!.contentVersion.type).toBe("CmsContentVersion!");
    expect(resolvers.STRAPI_PAGE!.contentVersion.resolve({ documentId: "p1", updatedAt: "2026-11-23T10:00:00.000Z", title: "x" })).toEqual({
      kind: "page",
      id: "p1",
      locale: "en",
      version: "2026-11-23T10:00:00.000Z",
    });
    expect(resolvers.STRAPI_BLOG_POST!.contentVersion.resolve({ documentId: "b1", locale: "fr", updatedAt: "t" })).toEqual({
      kind: "blog-post",
      id: "b1",
      locale: "fr",
      version: "t",
    });
    expect(resolvers.STRAPI_CATEGORY!.contentVersion.resolve({ documentId: "k1", locale: "fr", updatedAt: "t1" })).toEqual({
      kind: "category",
      id: "k1",
      locale: "fr",
      version: "t1",
    });
    expect(resolvers.STRAPI_TAG!.contentVersion.resolve({ documentId: "g1", updatedAt: "t2" })).toEqual({ kind: "tag", id: "g1", locale: "en", version: "t2" });
    expect(resolvers.STRAPI_AUTHOR!.contentVersion.resolve({ documentId: "a1", locale: "en", updatedAt: "t3" })).toEqual({
      kind: "author",
      id: "a1",
      locale: "en",
      version: "t3",
    });
    expect(resolvers.STRAPI_CONFIGURATION!.contentVersion.resolve({ documentId: "c1", updatedAt: "t" })).toEqual({
      kind: "configuration",
      id: "c1",
      locale: "en",
      version: "t",
    });
    expect(resolvers.NavigationMenu!.contentVersion.resolve({ slug: "main-navigation", locale: "fr", version: "abc" })).toEqual({
      kind: "navigation",
      id: "main-navigation",
      locale: "fr",
      version: "abc",
    });
  });

  test("a navigation's version is the sha256 of the items the site reads: any change to them is a new version", () => {
    const items = [{ title: "Our work", kind: "internal" as const, pageDocumentId: "p-work", items: [] }];
    // sha256 of '[{"title":"Our work","kind":"internal","pageDocumentId":"p-work","items":[]}]'
    expect(navigationVersion(items)).toBe("b0878578664074f594b0a4b2785a1ce90ff36f8454f4c56d242f7793a48fc35e");
    expect(navigationVersion([{ ...items[0]!, title: "Work" }])).not.toBe(navigationVersion(items));
    expect(navigationVersion([])).toBe("4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945");
  });
});
