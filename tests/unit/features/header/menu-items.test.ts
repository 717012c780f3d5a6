import { currentState, menuEntries } from "../../../../src/features/header/menu-items";

describe("active item: the current path includes the item's path", () => {
  it.each([
    ["/services/", "/services/", "page"],
    ["/services", "/services/", "page"],
    ["/services/", "/services/digital/seo/", "true"],
    ["/services/", "/servicesx/", undefined],
    ["/service/", "/services/", undefined],
    ["/", "/", "page"],
    ["/", "/about/", undefined],
    ["/about/", "/about/team/?tab=1#bio", "true"],
  ])("%s on %s → %s", (path, here, expected) => {
    expect(currentState(path, false, here)).toBe(expected);
  });

  // A post or listing page lies below the blog index (its page context's menuSection): marked as a page there would be.
  it.each([
    ["/blog/", { below: "/blog/" }, "true"],
    ["/fr/blog/", { below: "/fr/blog/" }, "true"],
    ["/", { below: "/blog/" }, undefined],
    ["/services/", { below: "/blog/" }, undefined],
    ["/blog/category/seo/", { below: "/blog/" }, undefined],
  ])("%s below %o → %s", (path, place, expected) => {
    expect(currentState(path, false, place)).toBe(expected);
  });

  it("never marks an external link", () => {
    expect(currentState("https://example.org/about/", true, "/about/")).toBeUndefined();
  });
});

describe("menu entries", () => {
  it("marks the blog's section and no link as the page for a page below the blog index", () => {
    const blog = [
      { title: "Home", path: "/", external: false, items: [] },
      { title: "Insights", path: null, external: false, items: [{ title: "Blog", path: "/blog/", external: false, items: [] }] },
    ];
    const [home, insights] = menuEntries(blog, { below: "/blog/" });
    expect(home!.current).toBeUndefined();
    expect(insights!.current).toBe("true");
    expect(insights!.children[0]!.current).toBe("true");
  });

  const navigation = [
    { title: "Services", path: "/services/", external: false, items: [{ title: "SEO", path: "/services/digital/seo/", external: false, items: [] }] },
    { title: "Group", path: null, external: false, items: [{ title: "Team", path: "/about/team/", external: false, items: [] }] },
    { title: "Contact", path: "/contact/", external: false, items: [] },
    { title: "Empty wrapper", path: null, external: false, items: [] },
    null,
  ];

  it("marks the top-level entry whose child is the current page, and the child as the page", () => {
    const entries = menuEntries(navigation, "/services/digital/seo/");
    expect(entries.map((entry) => [entry.title, entry.current])).toEqual([
      ["Services", "true"],
      ["Group", undefined],
      ["Contact", undefined],
    ]);
    expect(entries[0]!.children[0]!.current).toBe("page");
  });

  it("keeps wrappers with children and drops empty ones", () => {
    const entries = menuEntries(navigation, "/about/team/");
    expect(entries.map((entry) => entry.title)).toEqual(["Services", "Group", "Contact"]);
    expect(entries[1]!.link).toBeNull();
    expect(entries[1]!.current).toBe("true");
  });

  it("marks a leaf entry as the page", () => {
    expect(menuEntries(navigation, "/contact/")[2]!.current).toBe("page");
  });
});
