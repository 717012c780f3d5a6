import { compareRecords } from "../../src/release/release-changes";

describe("compareRecords: what one release changed against another, entry by entry", () => {
  test("added, changed (another version, or a stale copy besides it) and removed entries, named by their site paths", () => {
    const before = [
      { kind: "page" as const, id: "home", versions: ["2026-11-20T09:00:00.000Z"], renderedIn: ["/index/"] },
      { kind: "blog-post" as const, id: "post-a", versions: ["2026-11-20T09:00:00.000Z"], renderedIn: ["/blog/a/", "/blog/"] },
      { kind: "blog-post" as const, id: "post-gone", versions: ["2026-11-19T09:00:00.000Z"], renderedIn: ["/blog/gone/"] },
      { kind: "configuration" as const, id: "configuration", versions: ["2026-11-18T09:00:00.000Z"], renderedIn: ["/sq/d/1.json"] },
      { kind: "navigation" as const, id: "main-navigation", versions: ["aaa"], renderedIn: ["/sq/d/2.json"] },
    ];
    const after = [
      { kind: "page" as const, id: "home", versions: ["2026-11-20T09:00:00.000Z"], renderedIn: ["/index/"] },
      { kind: "blog-post" as const, id: "post-a", versions: ["2026-11-21T09:00:00.000Z", "2026-11-20T09:00:00.000Z"], renderedIn: ["/blog/a/", "/blog/"] },
      { kind: "blog-post" as const, id: "post-new", versions: ["2026-11-21T10:00:00.000Z"], renderedIn: ["/blog/new/", "/index/"] },
      { kind: "configuration" as const, id: "configuration", versions: ["2026-11-18T09:00:00.000Z"], renderedIn: ["/sq/d/1.json"] },
      { kind: "navigation" as const, id: "main-navigation", versions: ["bbb"], renderedIn: ["/sq/d/2.json"] },
    ];
    expect(compareRecords(before, after)).toEqual({
      added: [{ kind: "blog-post", id: "post-new", pages: ["/blog/new/", "/"] }],
      changed: [
        { kind: "blog-post", id: "post-a", pages: ["/blog/a/", "/blog/"] },
        { kind: "navigation", id: "main-navigation", pages: [] },
      ],
      removed: [{ kind: "blog-post", id: "post-gone", pages: ["/blog/gone/"] }],
    });
  });

  test("the same versions in another order are no change; identical records change nothing", () => {
    const one = [{ kind: "page" as const, id: "home", versions: ["b", "a"], renderedIn: ["/index/"] }];
    const two = [{ kind: "page" as const, id: "home", versions: ["a", "b"], renderedIn: ["/index/"] }];
    expect(compareRecords(one, two)).toEqual({ added: [], changed: [], removed: [] });
  });
});
