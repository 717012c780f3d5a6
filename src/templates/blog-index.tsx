import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { BlogIndexHeading } from "../features/blog/feed-link";
import { Pagination } from "../features/blog/pagination";
import { PostList } from "../features/blog/post-list";
import { blogListingPagePath } from "@agency/cms/contract/blog-paths";
import { localizedPath } from "@agency/cms/contract/locales";
import { pageLocale, type LanguageContext } from "../features/seo/language-tags";
import { SeoHead } from "../features/seo/seo-head";
import { Wrap } from "../theme/wrap";
import { useFormat } from "../i18n/locale-context";
import { usePageFormat } from "../i18n/page-locale";

interface BlogIndexContext extends LanguageContext {
  currentPage: number;
  pageCount: number;
}

export default function BlogIndexTemplate({ data, pageContext }: PageProps<Queries.BlogIndexTemplateQuery, BlogIndexContext>) {
  const { t } = useFormat();
  return (
    <Wrap>
      <BlogIndexHeading heading={t("blog.indexHeading")} />
      <PostList posts={data.posts.map((post) => ({ ...post, title: post.title ?? "", slug: post.slug ?? "" }))} />
      <Pagination listing={{ kind: "index" }} currentPage={pageContext.currentPage} pageCount={pageContext.pageCount} />
    </Wrap>
  );
}

export function Head({ pageContext }: HeadProps<Queries.BlogIndexTemplateQuery, BlogIndexContext>) {
  const locale = pageLocale(pageContext);
  const { t } = usePageFormat(pageContext);
  const title = pageContext.currentPage > 1 ? t("blog.indexPageTitle", { page: pageContext.currentPage }) : t("blog.indexHeading");
  return <SeoHead path={localizedPath(locale, blogListingPagePath({ kind: "index" }, pageContext.currentPage))} title={title} pageContext={pageContext} />;
}

export const query = graphql`
  # The page's posts, chosen in the blog's order when the pages are planned (plugins/cms-data-layer/routes/plan-routes.ts):
  # the page depends on those posts alone, so an edit to another post does not run this query again.
  query BlogIndexTemplate($postIds: [String!]) {
    posts: blogPostsById(ids: $postIds) {
      ...PostSummaryFields
    }
  }
`;
