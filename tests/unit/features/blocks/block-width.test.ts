import { blockWidth, headerWidth } from "../../../../src/features/blocks/block-width";

describe("the width each block takes (docs/architecture.md, Layout)", () => {
  it("reads long text in the reading column", () => {
    expect(blockWidth("STRAPI__COMPONENT_BLOCKS_RICH_TEXT")).toBe("reading");
    expect(blockWidth("STRAPI__COMPONENT_BLOCKS_ACCORDION")).toBe("reading");
  });

  it("gives cards and media the wide frame", () => {
    expect(blockWidth("STRAPI__COMPONENT_BLOCKS_HERO")).toBe("wide");
    expect(blockWidth("STRAPI__COMPONENT_BLOCKS_SERVICES")).toBe("wide");
    expect(blockWidth("STRAPI__COMPONENT_BLOCKS_TEAM")).toBe("wide");
  });

  it("runs the two bands of colour edge to edge", () => {
    expect(blockWidth("STRAPI__COMPONENT_BLOCKS_STATS")).toBe("full");
    expect(blockWidth("STRAPI__COMPONENT_BLOCKS_CTA_BAND")).toBe("full");
  });

  it("reads a block it does not know, or none, as text", () => {
    expect(blockWidth("STRAPI__COMPONENT_BLOCKS_SOMETHING_NEW")).toBe("reading");
    expect(blockWidth(null)).toBe("reading");
  });

  it("puts a page's header over its first block, never edge to edge", () => {
    expect(headerWidth("STRAPI__COMPONENT_BLOCKS_RICH_TEXT")).toBe("reading");
    expect(headerWidth("STRAPI__COMPONENT_BLOCKS_CASE_STUDIES")).toBe("wide");
    expect(headerWidth("STRAPI__COMPONENT_BLOCKS_CTA_BAND")).toBe("wide");
    expect(headerWidth(undefined)).toBe("reading");
  });
});
