import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { authorPath } from "@agency/cms/contract/blog-paths";
import { CtaBand } from "../features/blocks/cta-band";
import { PostArticle } from "../features/blog/post-article";
import { usePostCallToAction } from "../features/blog/use-post-call-to-action";
import { localizedPath } from "@agency/cms/contract/locales";
import { blogPostingJsonLd } from "../features/seo/blog-posting-json-ld";
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
          previous: data.previous[0] ?? null,
          next: data.next[0] ?? null,
        }}
      />
    </Wrap>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.BlogPostTemplateQuery, LanguageContext>) {
  const post = data.strapiBlogPost;
  const locale = pageLocale(pageContext);
  const path = localizedPath(locale, blogPostPath(post?.slug ?? ""));
  const image = post?.seo?.share_image?.localFile?.publicURL ?? post?.cover?.localFile?.publicURL;
  const author = post?.author;
  return (
    <SeoHead
      path={path}
      title={post?.title}
      metaTitle={post?.seo?.meta_title}
      metaDescription={post?.seo?.meta_description}
      description={post?.excerpt}
      images={[post?.seo?.share_image?.localFile?.publicURL, post?.cover?.localFile?.publicURL]}
      article={{ publishedTime: post?.published_on }}
      pageContext={pageContext}
      structuredData={(siteUrl, inLanguage) =>
        blogPostingJsonLd(
          {
            path,
            title: post?.title,
            description: post?.seo?.meta_description ?? post?.excerpt,
            publishedOn: post?.published_on,
            image,
            inLanguage,
            author: author && {
              name: author.name,
              role: author.role,
              path: author.slug ? localizedPath(locale, authorPath(author.slug)) : null,
              image: author.portrait?.localFile?.publicURL,
            },
          },
          siteUrl,
        )
      }
    />
  );
}

export const query = graphql`
  query BlogPostTemplate($id: String!, $related: [String!], $previous: [String!], $next: [String!]) {
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
      publishedOnText
      readingMinutes
      author {
        contentVersion {
          kind
          id
          locale
          version
        }
        name
        slug
        role
        portrait {
          ...CmsImagePortrait
        }
      }
      category {
        contentVersion {
          kind
          id
          locale
          version
        }
        name
        slug
      }
      tags {
        contentVersion {
          kind
          id
          locale
          version
        }
        name
        slug
      }
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
    # The posts before and after it in the blog index's order (none for the newest and the oldest).
    previous: blogPostsById(ids: $previous) {
      ...PostNeighbourFields
    }
    next: blogPostsById(ids: $next) {
      ...PostNeighbourFields
    }
  }

  fragment PostNeighbourFields on STRAPI_BLOG_POST {
    contentVersion {
      kind
      id
      locale
      version
    }
    title
    slug
  }
`;
