import { graphql, useStaticQuery } from "gatsby";
import type { LocaleCode } from "@agency/cms/contract/locales";
import { fallbackMessages } from "./fallback-messages";
import type { PageMessages } from "./message-types";

interface CataloguesData {
  catalogues?: { nodes: readonly { locale: string; messages: PageMessages }[] } | null;
}

/**
 * `locale`'s UI catalogue. Every locale's is in one static query result
 * (plugins/cms-data-layer/i18n/source-catalogues.ts), which the browser fetches once per visit and keeps across
 * client-side navigation, so no page's data carries a copy (docs/i18n.md, "Fixed words"). Without the data layer
 * (unit tests, a query not yet run) it is fallbackMessages.
 */
export function useCatalogue(locale: LocaleCode): PageMessages | null {
  const data = useStaticQuery<CataloguesData | undefined>(graphql`
    query UiCatalogues {
      catalogues: allUiCatalogue {
        nodes {
          locale
          messages
        }
      }
    }
  `);
  return data?.catalogues?.nodes.find((node) => node.locale === locale)?.messages ?? fallbackMessages;
}
