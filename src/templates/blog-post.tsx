import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { RichText } from "../components/rich-text/rich-text";
import { CmsImage } from "../components/images/cms-image";
import { PostDate } from "../features/blog/post-date";
import { SeoHead } from "../features/seo/seo-head";
import { blogPostPath } from "../lib/page-path";
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
  return (
    <SeoHead
      path={blogPostPath(post?.slug ?? "")}
      title={post?.title}
      metaTitle={post?.seo?.meta_title}
      metaDescription={post?.seo?.meta_description}
      description={post?.excerpt}
      images={[post?.seo?.share_image?.localFile?.publicURL, post?.cover?.localFile?.publicURL]}
      article={{ publishedTime: post?.published_on }}
    />
  );
}

export const query = graphql`
  query BlogPostTemplate($id: String!) {
    strapiBlogPost(id: { eq: $id }) {
      # What this page rendered, read back by the publisher's content audit (docs/publishing.md).
      contentVersion {
        kind
        id
        version
      }
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
        ...SeoFields
      }
    }
  }
`;
