import * as React from "react";
import { useFormat, useLocalizedPath } from "../../i18n/locale-context";
import * as S from "./feed-link.styles";

/**
 * The language's RSS feed (`/rss.xml`, `/fr/rss.xml`: plugins/cms-data-layer/seo), as a visible link on the blog.
 * A plain anchor, not the router's link: the feed is a file, not a page of the app.
 */
function FeedLink() {
  const { t } = useFormat();
  const localized = useLocalizedPath();
  return (
    <S.Feed href={localized("/rss.xml")} type="application/rss+xml">
      <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
        <circle cx="3" cy="13" r="2" />
        <path d="M1 6.5a8.5 8.5 0 0 1 8.5 8.5h-2A6.5 6.5 0 0 0 1 8.5zM1 1.5A13.5 13.5 0 0 1 14.5 15h-2A11.5 11.5 0 0 0 1 3.5z" />
      </svg>
      {t("blog.feedLink")}
    </S.Feed>
  );
}

/** The blog index's heading with the feed link beside it. */
export function BlogIndexHeading({ heading }: { heading: string }) {
  return (
    <S.Header>
      <h1>{heading}</h1>
      <FeedLink />
    </S.Header>
  );
}
