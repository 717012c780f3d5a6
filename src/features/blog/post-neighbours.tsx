import * as React from "react";
import { blogPostPath } from "../../lib/page-path";
import { NeighbourLinks } from "../../components/neighbour-links/neighbour-links";
import { useFormat, useLocalizedPath } from "../../i18n/locale-context";

export interface NeighbourPost {
  title?: string | null;
  slug?: string | null;
}

/**
 * The posts around this one in the blog index's order (newest first): Previous is the one listed before it (newer), Next
 * the one after it (older), as Previous and Next page do on the index (docs/blog.md).
 */
export function PostNeighbours({ previous, next }: { previous?: NeighbourPost | null; next?: NeighbourPost | null }) {
  const { t } = useFormat();
  const localized = useLocalizedPath();
  const neighbour = (post: NeighbourPost | null | undefined, label: string) =>
    post?.slug ? { label, title: post.title, path: localized(blogPostPath(post.slug)) } : null;
  return <NeighbourLinks name={t("blog.morePosts")} previous={neighbour(previous, t("blog.previousPost"))} next={neighbour(next, t("blog.nextPost"))} />;
}
