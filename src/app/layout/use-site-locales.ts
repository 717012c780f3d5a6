import { graphql, useStaticQuery } from "gatsby";
import { localesWithSite } from "../../i18n/site-locales";

interface SiteLocalesData {
  homes?: { nodes: readonly { path: string }[] } | null;
}

/**
 * The locales that have a site (their home page exists), which the language switchers offer. A query of its own, apart
 * from the header's and footer's navigation and configuration: every page reads this one, and it changes only when a
 * locale's home page comes or goes.
 */
export function useSiteLocalesQuery() {
  const data = useStaticQuery<SiteLocalesData>(graphql`
    query SiteLocales {
      # A locale's home page: "/" or "/<code>/" (src/i18n/site-locales.ts keeps only the configured locales').
      homes: allSitePage(filter: { path: { regex: "/^/([a-z]{2,3}(-[a-z0-9]+)*/)?$/i" } }) {
        nodes {
          path
        }
      }
    }
  `);
  return localesWithSite((data.homes?.nodes ?? []).map((node) => node.path));
}
