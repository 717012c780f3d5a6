import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CtaBand } from "../features/blocks/cta-band";
import { PostArticle } from "../features/blog/post-article";
import { usePostCallToAction } from "../features/blog/use-post-call-to-action";
import { localizedPath } from "@agency/cms/contract/locales";
import { pageLocale, type LanguageContext } from "../features/seo/language-tags";
import { SeoHead } from "../features/seo/seo-head";
import { blogPostPath } from "../lib/page-path";
import { Wrap } from "../theme/wrap";

export default function BlogPostTemplate({ data }: PageProps<Queries.BlogPostTemplateQuery>) {
  const post = data.strapiBlogPost;
  const cta = usePostCallToAction();
  if (!post) return null;
  return (
    <Wrap>
      <PostArticle
        ending={cta && <CtaBand heading={cta.heading} text={cta.text} label={cta.label} />}
        post={{
          ...post,
          title: post.title ?? "",
          bodyHtml: post.body?.html,
          related: data.related.map((other) => ({ ...other, title: other.title ?? "", slug: other.slug ?? "" })),
        }}
      />
    </Wrap>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.BlogPostTemplateQuery, LanguageContext>) {
  const post = data.strapiBlogPost;
  return (
    <SeoHead
      path={localizedPath(pageLocale(pageContext), blogPostPath(post?.slug ?? ""))}
      title={post?.title}
      metaTitle={post?.seo?.meta_title}
      metaDescription={post?.seo?.meta_description}
      description={post?.excerpt}
      images={[post?.seo?.share_image?.localFile?.publicURL, post?.cover?.localFile?.publicURL]}
      article={{ publishedTime: post?.published_on }}
      pageContext={pageContext}
    />
  );
}

export const query = graphql`
  query BlogPostTemplate($id: String!, $related: [String!]!) {
    # Only this post and the posts it links: a query that read a site-wide node would re-run for every post on any
    # edit of that node (the call to action is a static query: use-post-call-to-action.ts).
    strapiBlogPost(id: { eq: $id }) {
      # What this page rendered, read back by the publisher's content audit (docs/publishing.md).
      contentVersion {
        kind
        id
        locale
        version
      }
      title
      slug
      excerpt
      published_on
      readingMinutes
      author_name
      author_role
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
    # Chosen when the pages are planned (plugins/cms-data-layer/routes/plan-routes.ts); each card is a copy of that
    # post, audited too.
    related: blogPostsById(ids: $related) {
      ...PostSummaryFields
    }
  }
`;
