import * as React from "react";
import { LogoMark } from "../../theme/icons/logo-mark";
import { Wordmark } from "../../theme/icons/wordmark";
import * as S from "./header.styles";
import { useFormat, useLocalizedPath } from "../../i18n/locale-context";

/** The logo links home (this language's), labelled "Go to homepage" (docs/navigation.md); `current` on the home page. */
export function HomeLink({ faded = false, current = false }: { faded?: boolean; current?: boolean }) {
  const { t } = useFormat();
  const localized = useLocalizedPath();
  return (
    <S.Brand data-faded={faded ? "" : undefined}>
      <S.HomeLink to={localized("/")} current={current} aria-label={t("header.homeLink")}>
        <LogoMark className="mark" />
      </S.HomeLink>
      <Wordmark className="wordmark" />
    </S.Brand>
  );
}
