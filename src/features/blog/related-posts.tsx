import * as React from "react";
import { PostList, type PostSummary } from "./post-list";
import { useFormat } from "../../i18n/locale-context";

/** "Read next": the posts chosen at build time (plugins/cms-data-layer/blog/related-posts.ts); nothing when there are none. */
export function RelatedPosts({ posts }: { posts: readonly PostSummary[] }) {
  const { t } = useFormat();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts-heading">
      <h2 id="related-posts-heading">{t("blog.readNext")}</h2>
      <PostList posts={posts} headingLevel="h3" />
    </section>
  );
}
