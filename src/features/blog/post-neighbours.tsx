import * as React from "react";
import { blogPostPath } from "../../lib/page-path";
import { SafeLink } from "../../components/links/safe-link";
import * as S from "./post-neighbours.styles";
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
  const link = (post: NeighbourPost | null | undefined, label: string, rel: "prev" | "next") =>
    post?.slug ? (
      <S.Item data-direction={rel}>
        <S.Label>{label}</S.Label>
        <SafeLink to={localized(blogPostPath(post.slug))} rel={rel}>
          {post.title}
        </SafeLink>
      </S.Item>
    ) : null;
  if (!previous?.slug && !next?.slug) return null;
  return (
    <S.Nav aria-label={t("blog.morePosts")}>
      {link(previous, t("blog.previousPost"), "prev")}
      {link(next, t("blog.nextPost"), "next")}
    </S.Nav>
  );
}
