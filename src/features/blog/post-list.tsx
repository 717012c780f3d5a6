import * as React from "react";
import { blogPostPath } from "../../lib/page-path";
import { CmsImage, type CmsImageData } from "../../components/images/cms-image";
import { SafeLink } from "../../components/links/safe-link";
import { PostDate } from "./post-date";
import * as S from "./post-list.styles";

export interface PostSummary {
  title: string;
  slug: string;
  excerpt?: string | null;
  published_on?: string | null;
  cover?: CmsImageData | null;
}

export function PostList({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <S.List>
      {posts.map((post) => (
        <li key={post.slug}>
          <S.Card>
            <S.Cover>{post.cover?.localFile && <CmsImage image={post.cover} preset="card" decorative />}</S.Cover>
            <S.Body>
              <S.Title>
                <SafeLink to={blogPostPath(post.slug)}>{post.title}</SafeLink>
              </S.Title>
              <S.Meta>
                <PostDate date={post.published_on} />
              </S.Meta>
              {post.excerpt && <S.Excerpt>{post.excerpt}</S.Excerpt>}
            </S.Body>
          </S.Card>
        </li>
      ))}
    </S.List>
  );
}
