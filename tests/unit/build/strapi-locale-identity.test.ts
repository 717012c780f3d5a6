/** @jest-environment node */
// The patched gatsby-source-strapi (patches/gatsby-source-strapi+5.0.4.patch): each translation is its own node.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createNodes } = require("gatsby-source-strapi/dist/normalize") as {
  createNodes(entity: object, context: object, uid: string): { id: string; locale?: string }[];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildNodesToRemoveMap, buildMapFromNodes } = require("gatsby-source-strapi/dist/helpers") as {
  buildMapFromNodes(nodes: object[]): Record<string, object[]>;
  buildNodesToRemoveMap(existing: Record<string, object[]>, endpoints: object[], data: object[][]): Record<string, { id: string }[]>;
};

const schemas = [
  {
    uid: "api::page.page",
    schema: {
      kind: "collectionType",
      singularName: "page",
      attributes: { body: { type: "richtext" }, target: { type: "relation", target: "api::page.page" } },
    },
  },
];
const context = { schemas, createNodeId: (key: string) => key, createContentDigest: () => "digest", getNode: () => undefined };
const entry = (id: number, locale: string) => ({ id, documentId: "doc", locale, body: { data: "text" }, target: { id: id + 10, documentId: "other", locale } });

describe("gatsby-source-strapi keyed by documentId and locale", () => {
  it("gives each translation, its rich text and its related copy their own node ids", () => {
    const ids = (locale: string, id: number) => createNodes(entry(id, locale), context, "api::page.page").map((node) => node.id);
    expect(ids("en", 1)).toEqual(["doc-en-STRAPI_PAGE-body-TextNode", "STRAPI_PAGE-other-en", "STRAPI_PAGE-doc-en"]);
    expect(ids("fr", 2)).toEqual(["doc-fr-STRAPI_PAGE-body-TextNode", "STRAPI_PAGE-other-fr", "STRAPI_PAGE-doc-fr"]);
  });

  it("removes a translation no longer fetched while its other locale stays", () => {
    const existing = buildMapFromNodes([
      { id: "n-en", locale: "en", strapi_document_id_or_regular_id: "doc", internal: { type: "STRAPI_PAGE" } },
      { id: "n-fr", locale: "fr", strapi_document_id_or_regular_id: "doc", internal: { type: "STRAPI_PAGE" } },
    ]);
    const removed = buildNodesToRemoveMap(existing, [{ singularName: "page" }], [[{ documentId: "doc", locale: "en" }]]);
    expect(removed.STRAPI_PAGE!.map((node) => node.id)).toEqual(["n-fr"]);
  });
});
