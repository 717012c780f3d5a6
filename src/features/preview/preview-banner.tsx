import * as React from "react";
import * as S from "./preview-banner.styles";

/** Set by plugins/cms-data-layer/env.ts (webpack inlines it): "draft" only on the preview server (docs/preview.md). */
export const isDraftPreview = (): boolean => process.env.GATSBY_SITE_CONTENT_STATUS === "draft";

export interface PreviewBannerProps {
  /** The page shown, for the link that opens it outside the admin's preview panel. */
  pathname: string;
}

/**
 * Tells whoever looks at the preview that this is not the live site. The admin shows the preview in a
 * frame; the link opens the same page in a tab of its own (the preview's cookie goes with it).
 */
export function PreviewBanner({ pathname }: PreviewBannerProps) {
  return (
    <S.Banner role="note" aria-label="Preview">
      <strong>Preview</strong> — draft content, not live.{" "}
      <S.TabLink href={pathname} target="_blank" rel="noopener">
        Open in a new tab
      </S.TabLink>
    </S.Banner>
  );
}
