import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Pagination } from "../features/blog/pagination";
import { PostList } from "../features/blog/post-list";
import { localizedPath } from "@agency/cms/contract/locales";
import { pageLocale, type LanguageContext } from "../features/seo/language-tags";
import { SeoHead } from "../features/seo/seo-head";
import { blogIndexPath } from "../lib/page-path";
import { Wrap } from "../theme/wrap";

interface BlogIndexContext extends LanguageContext {
  currentPage: number;
  pageCount: number;
}

export default function BlogIndexTemplate({ data, pageContext }: PageProps<Queries.BlogIndexTemplateQuery, BlogIndexContext>) {
  return (
    <Wrap>
      <h1>Blog</h1>
      <PostList posts={data.allStrapiBlogPost.nodes.map((post) => ({ ...post, title: post.title ?? "", slug: post.slug ?? "" }))} />
      <Pagination currentPage={pageContext.currentPage} pageCount={pageContext.pageCount} />
    </Wrap>
  );
}

export function Head({ pageContext }: HeadProps<Queries.BlogIndexTemplateQuery, BlogIndexContext>) {
  const page = pageContext.currentPage > 1 ? ` (page ${pageContext.currentPage})` : "";
  return <SeoHead path={localizedPath(pageLocale(pageContext), blogIndexPath(pageContext.currentPage))} title={`Blog${page}`} pageContext={pageContext} />;
}

export const query = graphql`
  # Only the page's locale's posts (every post node is one translation).
  query BlogIndexTemplate($skip: Int!, $limit: Int!, $locale: String!) {
    allStrapiBlogPost(filter: { locale: { eq: $locale } }, sort: [{ published_on: DESC }, { title: ASC }], skip: $skip, limit: $limit) {
      nodes {
        ...PostSummaryFields
      }
    }
  }
`;
