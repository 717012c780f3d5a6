import * as React from "react";
import { graphql } from "gatsby";
import { blogPostPath } from "../../lib/page-path";
import { CmsImage, type CmsImageData } from "../../components/images/cms-image";
import { SafeLink } from "../../components/links/safe-link";
import { PostDate } from "./post-date";
import { ReadingTime } from "./reading-time";
import * as S from "./post-list.styles";
import { useLocalizedPath } from "../../i18n/locale-context";

export interface PostSummary {
  title: string;
  slug: string;
  excerpt?: string | null;
  published_on?: string | null;
  publishedOnText?: string | null;
  readingMinutes?: number | null;
  cover?: CmsImageData | null;
  /** Shown as a label on the card (not a link: the whole card links to the post). */
  category?: { name?: string | null } | null;
}

interface PostListProps {
  posts: readonly PostSummary[];
  /** h2 on the blog index; h3 where the list sits under its own h2 (a post's "Read next"). */
  headingLevel?: "h2" | "h3";
}

/** Post cards in a grid: 1 column on phones, 2 on tablets, 3 from 1024px. */
export function PostList({ posts, headingLevel = "h2" }: PostListProps) {
  const localized = useLocalizedPath();
  return (
    <S.List>
      {posts.map((post) => (
        <li key={post.slug}>
          <S.Card>
            <S.Cover>{post.cover?.localFile && <CmsImage image={post.cover} preset="card" decorative />}</S.Cover>
            <S.Body>
              {post.category?.name && <S.Category>{post.category.name}</S.Category>}
              <S.Title as={headingLevel}>
                <SafeLink to={localized(blogPostPath(post.slug))}>{post.title}</SafeLink>
              </S.Title>
              <S.Meta>
                <PostDate date={post.published_on} text={post.publishedOnText} />
                {post.published_on && post.readingMinutes ? <S.Dot aria-hidden="true">·</S.Dot> : null}
                <ReadingTime minutes={post.readingMinutes} />
              </S.Meta>
              {post.excerpt && <S.Excerpt>{post.excerpt}</S.Excerpt>}
            </S.Body>
          </S.Card>
        </li>
      ))}
    </S.List>
  );
}

/**
 * What a post card shows, for the blog's listings and a post's "Read next". A card is a copy of the post, so it
 * reports the post's version: the publisher's content audit checks it is current too (docs/publishing.md).
 * @public Gatsby collects the fragments from this file at build time; no module imports them.
 */
export const query = graphql`
  fragment PostSummaryFields on STRAPI_BLOG_POST {
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
    cover {
      ...CmsImageCard
    }
    # The card shows the category's name: a copy of it, audited too.
    category {
      contentVersion {
        kind
        id
        locale
        version
      }
      name
    }
  }
`;
