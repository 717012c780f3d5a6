/** @jest-environment node */
import { isRenderedEntry, renderedEntryFilter } from "../../../plugins/cms-data-layer/cms/sourced-entry";
import { strapiSourceOptions } from "../../../plugins/cms-data-layer/cms/strapi-source-options";
import { readBuildEnv } from "../../../plugins/cms-data-layer/env";

const saved = process.env.SITE_CONTENT_STATUS;
afterEach(() => {
  if (saved === undefined) delete process.env.SITE_CONTENT_STATUS;
  else process.env.SITE_CONTENT_STATUS = saved;
});

describe("SITE_CONTENT_STATUS=draft: the preview server sources drafts (docs/preview.md)", () => {
  it("asks Strapi for drafts of pages, posts, categories, tags, authors and the configuration, with the preview secret", () => {
    const options = strapiSourceOptions(readBuildEnv({ SITE_CONTENT_STATUS: "draft", PREVIEW_SECRET: "s3cret", STRAPI_TOKEN: "t" }));
    expect(options.collectionTypes.map((type) => [type.singularName, type.queryParams.status])).toEqual([
      ["page", "draft"],
      ["blog-post", "draft"],
      ["category", "draft"],
      ["tag", "draft"],
      ["author", "draft"],
    ]);
    expect(options.singleTypes[0]!.queryParams.status).toBe("draft");
    expect(options.headers).toEqual({ "X-Preview-Secret": "s3cret" });
  });

  it("a published build asks for no status and sends no secret, even when PREVIEW_SECRET is set", () => {
    const options = strapiSourceOptions(readBuildEnv({ PREVIEW_SECRET: "s3cret", STRAPI_TOKEN: "t" }));
    expect(options.collectionTypes.map((type) => "status" in type.queryParams)).toEqual([false, false, false, false, false]);
    expect("status" in options.singleTypes[0]!.queryParams).toBe(false);
    expect("headers" in options).toBe(false);
  });

  it("renders fetched drafts (publishedAt null) in draft mode, never relation copies", () => {
    process.env.SITE_CONTENT_STATUS = "draft";
    expect(isRenderedEntry({ publishedAt: null, createdAt: "2026-01-01T00:00:00.000Z" })).toBe(true);
    expect(isRenderedEntry({})).toBe(false);
    expect(renderedEntryFilter()).toEqual({ createdAt: { ne: null } });
  });

  it("renders only published entries otherwise", () => {
    delete process.env.SITE_CONTENT_STATUS;
    expect(isRenderedEntry({ publishedAt: null, createdAt: "2026-01-01T00:00:00.000Z" })).toBe(false);
    expect(isRenderedEntry({ publishedAt: "2026-01-02T00:00:00.000Z", createdAt: "2026-01-01T00:00:00.000Z" })).toBe(true);
    expect(renderedEntryFilter()).toEqual({ publishedAt: { ne: null } });
  });
});
