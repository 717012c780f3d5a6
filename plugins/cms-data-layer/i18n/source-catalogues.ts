import type { SourceNodesArgs } from "gatsby";
import { LOCALE_CODES } from "../../../cms/src/contract/locales";
import { catalogueFor } from "../../../src/i18n/catalogues";

const CATALOGUE_TYPE = "UiCatalogue";

export const CATALOGUE_TYPE_DEFS = `
  type ${CATALOGUE_TYPE} implements Node @dontInfer {
    locale: String!
    messages: JSON!
  }
`;

/**
 * Every locale's UI catalogue as a node, which the site reads with one static query (src/i18n/use-catalogue.ts): a
 * browser fetches the catalogues once per visit rather than a copy inside every page's data, and the build hashes and
 * stores no catalogue with each of its pages (docs/i18n.md, "Fixed words").
 */
export function sourceCatalogues({
  actions,
  createNodeId,
  createContentDigest,
}: Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest">): void {
  for (const locale of LOCALE_CODES) {
    const messages = catalogueFor(locale);
    actions.createNode({
      id: createNodeId(`${CATALOGUE_TYPE}-${locale}`),
      locale,
      messages,
      internal: { type: CATALOGUE_TYPE, contentDigest: createContentDigest({ locale, messages }) },
    });
  }
}
