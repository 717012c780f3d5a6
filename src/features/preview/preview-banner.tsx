import * as React from "react";
import * as S from "./preview-banner.styles";

/** Set by plugins/cms-data-layer/env.ts (webpack inlines it): "draft" only on the preview server (docs/preview.md). */
export const isDraftPreview = (): boolean => process.env.GATSBY_SITE_CONTENT_STATUS === "draft";

/** Tells whoever looks at the preview that this is not the live site. */
export function PreviewBanner() {
  return (
    <S.Banner role="note" aria-label="Preview">
      <strong>Preview</strong> — draft content, not live
    </S.Banner>
  );
}
