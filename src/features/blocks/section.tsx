import * as React from "react";
import { RichText } from "../../components/rich-text/rich-text";
import * as S from "./section.styles";

/** A section with an anchor editors place (e.g. #free-consultation on the home page). */
export function Section({ anchor, heading, html }: { anchor: string | null; heading?: string | null; html?: string | null }) {
  const headingId = heading && anchor ? `${anchor}-heading` : undefined;
  return (
    <S.Section id={anchor ?? undefined} aria-labelledby={headingId} data-empty={!heading && !html ? "" : undefined}>
      {heading && <S.Heading id={headingId}>{heading}</S.Heading>}
      <RichText html={html} />
    </S.Section>
  );
}
