import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { blogListingPagePath } from "@agency/cms/contract/blog-paths";
import { localizedPath } from "@agency/cms/contract/locales";
import { AuthorProfile } from "../features/blog/author-profile";
import { ListingHeading, NoPosts } from "../features/blog/listing-heading";
import { listingText, type ListingEntryData } from "../features/blog/listing-text";
import { Pagination } from "../features/blog/pagination";
import { PostList } from "../features/blog/post-list";
import { pageLocale, type LanguageContext } from "../features/seo/language-tags";
import { SeoHead } from "../features/seo/seo-head";
import { Wrap } from "../theme/wrap";
import { useFormat } from "../i18n/locale-context";
import { usePageFormat } from "../i18n/page-locale";

interface BlogListingContext extends LanguageContext {
  kind: ListingEntryData["kind"];
  currentPage: number;
  pageCount: number;
}

type ListingData = Queries.BlogListingTemplateQuery;

/** The listed entry, whichever kind it is (the query asks for each kind by the one id; only one answers). */
function entryOf(data: ListingData, kind: ListingEntryData["kind"]): (ListingEntryData & { slug: string }) | null {
  if (kind === "author" && data.author) {
    return { kind, name: data.author.name ?? "", slug: data.author.slug ?? "", role: data.author.role, description: data.author.bio };
  }
  const topic = kind === "category" ? data.category : kind === "tag" ? data.tag : null;
  return topic ? { kind, name: topic.name ?? "", slug: topic.slug ?? "", description: topic.description } : null;
}

/** A category's, tag's or author's page n: its heading (an author's portrait, role and bio), its posts, its pages. */
export default function BlogListingTemplate({ data, pageContext }: PageProps<ListingData, BlogListingContext>) {
  const format = useFormat();
  const entry = entryOf(data, pageContext.kind);
  if (!entry) return null;
  const text = listingText(entry, pageContext.currentPage, format);
  const posts = data.posts.map((post) => ({ ...post, title: post.title ?? "", slug: post.slug ?? "" }));
  return (
    <Wrap>
      {entry.kind === "author" ? (
        <AuthorProfile author={{ name: entry.name, role: entry.role, bio: entry.description, portrait: data.author?.portrait }} />
      ) : (
        <ListingHeading heading={text.heading} description={entry.description} />
      )}
      {entry.kind === "author" && <h2>{format.t("blog.authorPosts", { name: entry.name })}</h2>}
      {posts.length > 0 ? <PostList posts={posts} headingLevel={entry.kind === "author" ? "h3" : "h2"} /> : <NoPosts text={format.t("blog.noPostsYet")} />}
      <Pagination listing={{ kind: entry.kind, slug: entry.slug }} currentPage={pageContext.currentPage} pageCount={pageContext.pageCount} />
    </Wrap>
  );
}

export function Head({ data, pageContext }: HeadProps<ListingData, BlogListingContext>) {
  const locale = pageLocale(pageContext);
  const format = usePageFormat(pageContext);
  const entry = entryOf(data, pageContext.kind);
  if (!entry) return null;
  const text = listingText(entry, pageContext.currentPage, format);
  const path = localizedPath(locale, blogListingPagePath({ kind: entry.kind, slug: entry.slug }, pageContext.currentPage));
  return <SeoHead path={path} title={text.title} metaDescription={text.description} pageContext={pageContext} />;
}

export const query = graphql`
  # The listed entry by its id (one of the three answers) and the page's posts, chosen when the pages are planned
  # (plugins/cms-data-layer/routes/plan-routes.ts): the page depends on those posts alone.
  query BlogListingTemplate($id: String!, $postIds: [String!]) {
    category: strapiCategory(id: { eq: $id }) {
      # What this page rendered, read back by the publisher's content audit (docs/publishing.md).
      contentVersion {
        kind
        id
        locale
        version
      }
      name
      slug
      description
    }
    tag: strapiTag(id: { eq: $id }) {
      contentVersion {
        kind
        id
        locale
        version
      }
      name
      slug
      description
    }
    author: strapiAuthor(id: { eq: $id }) {
      contentVersion {
        kind
        id
        locale
        version
      }
      name
      slug
      role
      bio
      portrait {
        ...CmsImagePortrait
      }
    }
    posts: blogPostsById(ids: $postIds) {
      ...PostSummaryFields
    }
  }
`;
