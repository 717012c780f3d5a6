import { strapiTypeDefs, type StrapiSchema } from "../../../plugins/cms-data-layer/schema/strapi-type-defs";

const schemas: StrapiSchema[] = [
  {
    uid: "api::page.page",
    schema: {
      singularName: "page",
      kind: "collectionType",
      attributes: {
        title: { type: "string" },
        parent: { type: "relation", relation: "oneToOne", target: "api::page.page" },
        seo: { type: "component", component: "shared.seo", repeatable: false },
        content: { type: "dynamiczone", components: ["blocks.rich-text", "blocks.page-button"] },
        createdBy: { type: "relation", relation: "oneToOne", target: "admin::user" },
      },
    },
  },
  { uid: "shared.seo", schema: { attributes: { meta_title: { type: "string" }, share_image: { type: "media", multiple: false } } } },
  { uid: "blocks.rich-text", schema: { attributes: { body: { type: "richtext" } } } },
  {
    uid: "blocks.page-button",
    schema: { attributes: { page: { type: "relation", relation: "oneToOne", target: "api::page.page" }, weight: { type: "integer" } } },
  },
  { uid: "blocks.unused", schema: { attributes: { x: { type: "string" } } } },
];

const nodeName = (uid: string) =>
  ({ "api::page.page": "STRAPI_PAGE", "shared.seo": "SEO", "blocks.rich-text": "RICH", "blocks.page-button": "BUTTON", "blocks.unused": "UNUSED" })[uid] ?? "?";

describe("strapiTypeDefs: GraphQL types from the CMS model, so empty optional fields still exist", () => {
  const defs = strapiTypeDefs({ schemas, sourcedUids: ["api::page.page"], nodeName });

  it("declares every attribute of the sourced types and the components they use", () => {
    expect(defs).toContain("type STRAPI_PAGE implements Node {");
    expect(defs).toContain("title: String");
    expect(defs).toContain('seo: SEO @link(from: "seo___NODE")');
    expect(defs).toContain("type SEO implements Node {");
    expect(defs).toContain('share_image: STRAPI__MEDIA @link(from: "share_image___NODE")');
    expect(defs).toContain("weight: Int");
  });

  it("declares the media type even when no entry has media yet", () => {
    expect(defs).toContain("type STRAPI__MEDIA implements Node {");
    expect(defs).toContain('localFile: File @link(from: "localFile___NODE")');
  });

  it("makes dynamic zones unions of their components, unused ones included", () => {
    expect(defs).toContain("union STRAPI_PAGE_CONTENT_DYNAMIC_ZONE = RICH | BUTTON");
    expect(defs).toContain('content: [STRAPI_PAGE_CONTENT_DYNAMIC_ZONE] @link(from: "content___NODE")');
  });

  it("rich text answers sanitized HTML; reserved names stay embedded JSON; unsourced relations are left out", () => {
    expect(defs).toContain("body: StrapiRichTextField");
    expect(defs).toContain("strapi_parent: JSON");
    expect(defs).toContain('page: STRAPI_PAGE @link(from: "page___NODE")');
    expect(defs).not.toContain("createdBy");
    // A component no sourced type uses gets no type of its own.
    expect(defs).not.toContain("UNUSED");
  });
});
