import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { RichText } from "../features/blocks/rich-text";
import { CmsImage } from "../features/images/cms-image";
import { PostDate } from "../features/blog/post-date";
import { PageHead } from "../features/seo/page-head";
import { Wrap } from "../theme/wrap";

export default function BlogPostTemplate({ data }: PageProps<Queries.BlogPostTemplateQuery>) {
  const post = data.strapiBlogPost;
  if (!post) return null;
  return (
    <Wrap as="article">
      <h1>{post.title}</h1>
      <PostDate date={post.published_on} />
      <CmsImage image={post.cover} preset="hero" loading="eager" />
      <RichText html={post.body?.html} />
    </Wrap>
  );
}

export function Head({ data }: HeadProps<Queries.BlogPostTemplateQuery>) {
  const post = data.strapiBlogPost;
  const siteName = data.strapiConfiguration?.structured_data_name;
  const title = post?.seo?.meta_title || [post?.title, siteName].filter(Boolean).join(" | ");
  return <PageHead title={title} description={post?.seo?.meta_description || post?.excerpt} />;
}

export const query = graphql`
  query BlogPostTemplate($id: String!) {
    strapiBlogPost(id: { eq: $id }) {
      title
      slug
      excerpt
      published_on
      cover {
        ...CmsImageHero
      }
      body {
          html
        }
      seo {
        meta_title
        meta_description
      }
    }
    strapiConfiguration {
      structured_data_name
    }
  }
`;
