import { sourceCatalogues } from "../../../plugins/cms-data-layer/i18n/source-catalogues";

describe("sourceCatalogues", () => {
  it("creates one UiCatalogue node per locale, with that locale's words and every locale's untranslated note", () => {
    const createNode = jest.fn();
    sourceCatalogues({
      actions: { createNode } as never,
      createNodeId: (key: string) => `id:${key}`,
      createContentDigest: (value: unknown) => `digest:${JSON.stringify(value).length}`,
    });
    const nodes = createNode.mock.calls.map(([node]) => node);
    expect(nodes.map((node) => [node.id, node.locale, node.internal.type, node.messages.footer.legal, node.messages.untranslatedNotes])).toEqual([
      ["id:UiCatalogue-en", "en", "UiCatalogue", "Legal", { en: "page not translated, home page", fr: "page non traduite, accueil" }],
      ["id:UiCatalogue-fr", "fr", "UiCatalogue", "Mentions légales", { en: "page not translated, home page", fr: "page non traduite, accueil" }],
    ]);
    expect(nodes[0].internal.contentDigest).not.toBe(nodes[1].internal.contentDigest);
  });
});
