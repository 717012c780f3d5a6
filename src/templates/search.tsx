import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { localizedPath } from "@agency/cms/contract/locales";
import { SearchPage } from "../features/search/search-page";
import { SEARCH_PATH } from "../lib/page-path";
import { pageLocale, type LanguageContext } from "../features/seo/language-tags";
import { SeoHead } from "../features/seo/seo-head";
import { blogPostPath } from "../lib/page-path";
import { Wrap } from "../theme/wrap";
import { usePageFormat } from "../i18n/page-locale";

/**
 * The search page (/search/, /fr/search/; docs/search.md): every page and post of its language, and with JavaScript the
 * search field. Its context has no searchType, so it is not itself in the index; it is not in the sitemap either.
 */
export default function SearchTemplate({ data, pageContext }: PageProps<Queries.SearchTemplateQuery, LanguageContext>) {
  const locale = pageLocale(pageContext);
  const pages = data.allStrapiPage.nodes.map((page) => ({ title: page.title ?? page.path, path: page.path }));
  const posts = data.allStrapiBlogPost.nodes.map((post) => ({ title: post.title ?? "", path: localizedPath(locale, blogPostPath(post.slug ?? "")) }));
  return (
    <Wrap>
      <SearchPage pages={pages} posts={posts} />
    </Wrap>
  );
}

export function Head({ pageContext }: HeadProps<Queries.SearchTemplateQuery, LanguageContext>) {
  const locale = pageLocale(pageContext);
  const { t } = usePageFormat(pageContext);
  return <SeoHead path={localizedPath(locale, SEARCH_PATH)} title={t("search.pageHeading")} pageContext={pageContext} />;
}

export const query = graphql`
  # The page's locale only (every node is one translation).
  query SearchTemplate($locale: String!) {
    allStrapiPage(filter: { locale: { eq: $locale } }, sort: [{ title: ASC }, { slug: ASC }]) {
      nodes {
        title
        path
      }
    }
    allStrapiBlogPost(filter: { locale: { eq: $locale } }, sort: [{ published_on: DESC }, { title: ASC }]) {
      nodes {
        title
        slug
      }
    }
  }
`;
