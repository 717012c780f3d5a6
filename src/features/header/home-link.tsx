import * as React from "react";
import { LogoMark } from "../../theme/icons/logo-mark";
import { Wordmark } from "../../theme/icons/wordmark";
import * as S from "./header.styles";

/** The logo links home, labelled "Go to homepage" (docs/navigation.md). */
export function HomeLink({ faded = false }: { faded?: boolean }) {
  return (
    <S.Brand data-faded={faded ? "" : undefined}>
      <S.HomeLink to="/" aria-label="Go to homepage">
        <LogoMark className="mark" />
      </S.HomeLink>
      <Wordmark className="wordmark" />
    </S.Brand>
  );
}
