import * as React from "react";
import { CmsImage, type CmsImageData } from "../../components/images/cms-image";
import { RichText } from "../../components/rich-text/rich-text";
import { BLOG_BASE_PATH } from "@agency/cms/contract/blog-paths";
import { useFormat, useLocalizedPath } from "../../i18n/locale-context";
import { ArrowLeft } from "../../theme/icons/arrow-left";
import { PostAuthor, type PostAuthorData } from "./post-author";
import { PostNeighbours, type NeighbourPost } from "./post-neighbours";
import { PostTopics, type TopicData } from "./post-topics";
import { PostDate } from "./post-date";
import type { PostSummary } from "./post-list";
import { ReadingTime } from "./reading-time";
import { RelatedPosts } from "./related-posts";
import * as S from "./post-article.styles";

export interface PostArticleData {
  title: string;
  published_on?: string | null;
  publishedOnText?: string | null;
  readingMinutes?: number | null;
  author?: PostAuthorData | null;
  category?: TopicData | null;
  tags?: readonly (TopicData | null)[] | null;
  cover?: CmsImageData | null;
  bodyHtml?: string | null;
  related: readonly PostSummary[];
  /** The posts before and after it in the blog index's order. */
  previous?: NeighbourPost | null;
  next?: NeighbourPost | null;
}

/**
 * A blog post: the way back to the blog, title, author, date and reading time, category and tags in the reading column;
 * the cover at the fixed ratio below them; the text; the previous and next post; what to read next; the consultation at
 * the end.
 */
export function PostArticle({ post, ending }: { post: PostArticleData; ending?: React.ReactNode }) {
  const { t } = useFormat();
  const localized = useLocalizedPath();
  return (
    <article>
      <S.Header>
        <S.BackLink to={localized(BLOG_BASE_PATH)} data-pagefind-ignore="">
          <span aria-hidden="true">
            <ArrowLeft />
          </span>
          {t("blog.allPosts")}
        </S.BackLink>
        <h1>{post.title}</h1>
        {/* Who wrote it and when are not what a search for the post's words should match (docs/search.md). */}
        <S.Meta data-pagefind-ignore="">
          <PostAuthor author={post.author} />
          <S.Facts>
            <PostDate date={post.published_on} text={post.publishedOnText} />
            {post.published_on && post.readingMinutes ? <S.Dot aria-hidden="true">·</S.Dot> : null}
            <ReadingTime minutes={post.readingMinutes} />
          </S.Facts>
        </S.Meta>
        <PostTopics category={post.category} tags={post.tags} />
      </S.Header>
      {post.cover?.localFile && (
        <S.Cover data-post-cover="">
          <CmsImage image={post.cover} preset="cover" loading="eager" />
        </S.Cover>
      )}
      <S.Body>
        <RichText html={post.bodyHtml} />
      </S.Body>
      {(post.previous || post.next) && (
        <S.Wide>
          <PostNeighbours previous={post.previous} next={post.next} />
        </S.Wide>
      )}
      {/* Other posts' titles and the consultation band are not this post's words: search leaves them out (docs/search.md). */}
      {post.related.length > 0 && (
        <S.Wide data-pagefind-ignore="">
          <RelatedPosts posts={post.related} />
        </S.Wide>
      )}
      {/* The consultation band from the configuration, composed in by the template (features never import each other). */}
      {ending && <S.Wide data-pagefind-ignore="">{ending}</S.Wide>}
    </article>
  );
}
