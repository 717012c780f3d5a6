import * as React from "react";
import * as S from "./preview-banner.styles";
import { useFormat } from "../../i18n/locale-context";

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
  const { t } = useFormat();
  return (
    <S.Banner role="note" aria-label={t("preview.label")}>
      <strong>{t("preview.label")}</strong> — {t("preview.draft")}{" "}
      <S.TabLink href={pathname} target="_blank" rel="noopener">
        {t("preview.openInTab")}
      </S.TabLink>
    </S.Banner>
  );
}
