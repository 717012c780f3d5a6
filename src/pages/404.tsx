import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { localizedPath } from "@agency/cms/contract/locales";
import { pageLocale, type LanguageContext } from "../features/seo/language-tags";
import { NotFoundView } from "../features/errors/not-found-view";
import { SeoHead } from "../features/seo/seo-head";
import { pickLocale } from "../i18n/pick-locale";
import { useCatalogue } from "../i18n/use-catalogue";
import { MainNavigationProvider } from "../lib/main-navigation";

/**
 * Unknown paths show "Page Not Found: {path}" (the server answers 404; docs/runtime.md), and the main navigation's
 * sections in the page's language. The page asks for the navigation itself: the header's is in its slice, which
 * pages do not read (docs/architecture.md, "Header and footer slices").
 */
export default function NotFoundPage({ location, data, pageContext }: PageProps<Queries.NotFoundSectionsQuery, LanguageContext>) {
  const navigation = pickLocale(data.navigations.nodes, pageLocale(pageContext))?.items ?? [];
  return (
    <MainNavigationProvider value={navigation}>
      <NotFoundView path={location.pathname} />
    </MainNavigationProvider>
  );
}

export const query = graphql`
  query NotFoundSections {
    navigations: allNavigationMenu(filter: { slug: { eq: "main-navigation" } }) {
      nodes {
        locale
        items {
          title
          path
          external
        }
      }
    }
  }
`;

/** The heading without its path ("Page Not Found: {path}" → "Page Not Found"), in the page's language. */
const notFoundTitle = (heading: string | undefined) => (heading ?? "Page Not Found: {path}").replace("{path}", "").replace(/[\s:]+$/, "");

/** One per locale (/404/, /fr/404/: plugins/cms-data-layer/routes), each in its language. */
export function Head({ pageContext }: HeadProps<object, LanguageContext>) {
  const locale = pageLocale(pageContext);
  const heading = useCatalogue(locale)?.errors.notFoundHeading;
  return <SeoHead path={localizedPath(locale, "/404/")} title={notFoundTitle(heading)} noCanonical pageContext={pageContext} />;
}
