import * as React from "react";
import { blogPostPath } from "../../lib/page-path";
import { CmsImage, type CmsImageData } from "../images/cms-image";
import { SafeLink } from "../links/safe-link";
import { PostDate } from "./post-date";

export interface PostSummary {
  title: string;
  slug: string;
  excerpt?: string | null;
  published_on?: string | null;
  cover?: CmsImageData | null;
}

export function PostList({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <ul>
      {posts.map((post) => (
        <li key={post.slug}>
          <article>
            <CmsImage image={post.cover} preset="card" decorative />
            <h2>
              <SafeLink to={blogPostPath(post.slug)}>{post.title}</SafeLink>
            </h2>
            <PostDate date={post.published_on} />
            {post.excerpt && <p>{post.excerpt}</p>}
          </article>
        </li>
      ))}
    </ul>
  );
}
