import { blogPostPath, pagePath, pageSegments, PagePathError, withTrailingSlash } from "../../../src/lib/page-path";

describe("pagePath: a page's route from its slug and up to two parents", () => {
  it.each([
    [{ slug: "home" }, "/"],
    [{ slug: "about" }, "/about/"],
    [{ slug: "team", parent: { slug: "about" } }, "/about/team/"],
    [{ slug: "seo", parent: { slug: "digital", parent: { slug: "services" } } }, "/services/digital/seo/"],
    // "home" is only the root when it has no parent.
    [{ slug: "home", parent: { slug: "about" } }, "/about/home/"],
  ])("%j → %s", (ref, expected) => {
    expect(pagePath(ref)).toBe(expected);
  });

  it("refuses a fourth level and names the page", () => {
    const deep = { slug: "d", parent: { slug: "c", parent: { slug: "b", parent: { slug: "a" } } } };
    expect(() => pagePath(deep)).toThrow(PagePathError);
    expect(() => pagePath(deep)).toThrow(/Page "d" is nested deeper than 3 levels/);
  });

  it("refuses a parent cycle", () => {
    const a: { slug: string; parent?: unknown } = { slug: "a" };
    const b = { slug: "b", parent: a };
    a.parent = b;
    expect(() => pageSegments(a as never)).toThrow(/cycle/);
  });

  it("builds a post's path under the blog", () => {
    expect(blogPostPath("hello")).toBe("/blog/hello/");
  });

  it.each([
    ["/a", "/a/"],
    ["/a/", "/a/"],
    ["", "/"],
    ["/a#top", "/a/#top"],
    ["/a?x=1", "/a/?x=1"],
  ])("withTrailingSlash(%s) → %s", (input, expected) => {
    expect(withTrailingSlash(input)).toBe(expected);
  });
});
