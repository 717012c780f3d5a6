import { blogPostResolvers } from "../../../plugins/cms-data-layer/blog/blog-post-resolvers";

type Resolve = (source: object, args: object, context: object) => unknown;

function postField(name: string): Resolve {
  let resolvers: Record<string, Record<string, { resolve: Resolve }>> = {};
  blogPostResolvers({ createResolvers: (given: typeof resolvers) => (resolvers = given) } as never);
  const field = resolvers.STRAPI_BLOG_POST?.[name];
  if (!field) throw new Error(`no ${name} resolver on STRAPI_BLOG_POST`);
  return field.resolve;
}

describe("a post's publication date in words (publishedOnText), written at build time", () => {
  const publishedOnText = postField("publishedOnText");

  it("is in the post's own language", () => {
    expect(publishedOnText({ locale: "fr", published_on: "2026-02-17" }, {}, {})).toBe("17 février 2026");
    expect(publishedOnText({ locale: "en", published_on: "2026-02-17" }, {}, {})).toBe("17 February 2026");
  });

  it("is in English for a post with no known locale", () => {
    expect(publishedOnText({ locale: null, published_on: "2025-12-09" }, {}, {})).toBe("9 December 2025");
    expect(publishedOnText({ locale: "de", published_on: "2025-12-09" }, {}, {})).toBe("9 December 2025");
  });

  it("is null for a post without a date", () => {
    expect(publishedOnText({ locale: "en", published_on: null }, {}, {})).toBeNull();
    expect(publishedOnText({ locale: "en" }, {}, {})).toBeNull();
  });
});
