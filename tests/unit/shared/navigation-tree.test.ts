import { internalTargets, NavigationDataError, parseNavigationTree } from "@agency/shared/navigation-tree";

// The shape strapi-plugin-navigation 3.3.7 answers for render?type=TREE (trimmed to what is read).
const tree = [
  {
    title: "Services",
    type: "INTERNAL",
    path: "/services",
    related: { documentId: "doc-services", slug: "services" },
    items: [{ title: "Digital marketing", type: "INTERNAL", path: "/services/digital", related: { documentId: "doc-digital" }, items: [] }],
  },
  { title: "Careers", type: "EXTERNAL", path: "https://www.linkedin.com/company/x/jobs", items: [] },
  { title: "More", type: "WRAPPER", items: [] },
];

describe("parseNavigationTree", () => {
  it("keeps titles, the page each internal item points at, external URLs and children", () => {
    expect(parseNavigationTree("main-navigation", tree)).toEqual([
      {
        title: "Services",
        kind: "internal",
        pageDocumentId: "doc-services",
        items: [{ title: "Digital marketing", kind: "internal", pageDocumentId: "doc-digital", items: [] }],
      },
      { title: "Careers", kind: "external", url: "https://www.linkedin.com/company/x/jobs", items: [] },
      { title: "More", kind: "wrapper", items: [] },
    ]);
    expect(internalTargets(parseNavigationTree("main-navigation", tree)).map((target) => target.pageDocumentId)).toEqual(["doc-services", "doc-digital"]);
  });

  it("keeps an item whose page is unpublished, without a page id, for createPages to refuse", () => {
    const items = parseNavigationTree("main-navigation", [{ title: "Our work", type: "INTERNAL", path: "/work", related: null, items: [] }]);
    expect(items).toEqual([{ title: "Our work", kind: "internal", items: [] }]);
    expect(internalTargets(items)).toEqual([{ title: "Our work", pageDocumentId: undefined }]);
  });

  it.each([
    [{ data: [] }, /expected a list of items, got object/],
    [[null], /item #1: expected an object, got null/],
    [[{ title: " ", type: "INTERNAL" }], /item #1: has no title/],
    [[{ title: "Bad", type: "EXTERNAL", path: "javascript:alert(1)", items: [] }], /"Bad" has an unusable external link/],
    [[{ title: "Odd", type: "SOMETHING", items: [] }], /"Odd" has the unknown type "SOMETHING"/],
    [[{ title: "Top", type: "WRAPPER", items: "nope" }], /"Top" has items that are not a list/],
    [[{ title: "Top", type: "WRAPPER", items: [{ title: "Child", type: "ODD", items: [] }] }], /item #1 "Top" › #1: "Child" has the unknown type "ODD"/],
  ])("malformed data fails with a message naming the navigation and the item: %j", (raw, message) => {
    expect(() => parseNavigationTree("footer-navigation", raw)).toThrow(NavigationDataError);
    expect(() => parseNavigationTree("footer-navigation", raw)).toThrow(message);
    expect(() => parseNavigationTree("footer-navigation", raw)).toThrow(/^Navigation "footer-navigation"/);
  });
});
