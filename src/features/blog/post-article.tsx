import * as React from "react";
import { CmsImage, type CmsImageData } from "../../components/images/cms-image";
import { RichText } from "../../components/rich-text/rich-text";
import { blogIndexPath } from "../../lib/page-path";
import { useFormat, useLocalizedPath } from "../../i18n/locale-context";
import { ArrowLeft } from "../../theme/icons/arrow-left";
import { PostAuthor } from "./post-author";
import { PostDate } from "./post-date";
import type { PostSummary } from "./post-list";
import { ReadingTime } from "./reading-time";
import { RelatedPosts } from "./related-posts";
import * as S from "./post-article.styles";

export interface PostArticleData {
  title: string;
  published_on?: string | null;
  readingMinutes?: number | null;
  author_name?: string | null;
  author_role?: string | null;
  cover?: CmsImageData | null;
  bodyHtml?: string | null;
  related: readonly PostSummary[];
}

/**
 * A blog post: the way back to the blog, title, author, date and reading time in the reading column; the
 * cover at the fixed ratio below them; the text; what to read next; the consultation at the end.
 */
export function PostArticle({ post, ending }: { post: PostArticleData; ending?: React.ReactNode }) {
  const { t } = useFormat();
  const localized = useLocalizedPath();
  return (
    <article>
      <S.Header>
        <S.BackLink to={localized(blogIndexPath(1))}>
          <span aria-hidden="true">
            <ArrowLeft />
          </span>
          {t("blog.allPosts")}
        </S.BackLink>
        <h1>{post.title}</h1>
        <S.Meta>
          <PostAuthor name={post.author_name} role={post.author_role} />
          <S.Facts>
            <PostDate date={post.published_on} />
            {post.published_on && post.readingMinutes ? <S.Dot aria-hidden="true">·</S.Dot> : null}
            <ReadingTime minutes={post.readingMinutes} />
          </S.Facts>
        </S.Meta>
      </S.Header>
      {post.cover?.localFile && (
        <S.Cover data-post-cover="">
          <CmsImage image={post.cover} preset="cover" loading="eager" />
        </S.Cover>
      )}
      <S.Body>
        <RichText html={post.bodyHtml} />
      </S.Body>
      {post.related.length > 0 && (
        <S.Wide>
          <RelatedPosts posts={post.related} />
        </S.Wide>
      )}
      {/* The consultation band from the configuration, composed in by the template (features never import each other). */}
      {ending && <S.Wide>{ending}</S.Wide>}
    </article>
  );
}
