import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Pagination } from "../features/blog/pagination";
import { PostList } from "../features/blog/post-list";
import { PageHead } from "../features/seo/page-head";
import { Wrap } from "../theme/wrap";

interface BlogIndexContext {
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

export function Head({ data, pageContext }: HeadProps<Queries.BlogIndexTemplateQuery, BlogIndexContext>) {
  const siteName = data.strapiConfiguration?.structured_data_name;
  const page = pageContext.currentPage > 1 ? ` (page ${pageContext.currentPage})` : "";
  return <PageHead title={[`Blog${page}`, siteName].filter(Boolean).join(" | ")} description={data.strapiConfiguration?.structured_data_description} />;
}

export const query = graphql`
  query BlogIndexTemplate($skip: Int!, $limit: Int!) {
    allStrapiBlogPost(sort: [{ published_on: DESC }, { title: ASC }], skip: $skip, limit: $limit) {
      nodes {
        title
        slug
        excerpt
        published_on
        cover {
          ...CmsImageCard
        }
      }
    }
    strapiConfiguration {
      structured_data_name
      structured_data_description
    }
  }
`;
