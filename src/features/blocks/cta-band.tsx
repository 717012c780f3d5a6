import * as React from "react";
import { CONSULTATION_PATH } from "../../lib/page-path";
import { OnDarkLink } from "./call-to-action.styles";
import * as S from "./cta-band.styles";
import { ArrowRight } from "../../theme/icons/arrow-right";

/**
 * A consultation band: every one leads to the free consultation's section on the home page. A page block, and the
 * end of every blog post (the configuration's "Call to action after every post"). A region named by its heading.
 */
export function CtaBand({ heading, text, label }: { heading: string | null | undefined; text?: string | null; label: string | null | undefined }) {
  const headingId = React.useId();
  if (!heading || !label) return null;
  return (
    <S.CtaBand aria-labelledby={headingId}>
      <div>
        <S.Heading id={headingId}>{heading}</S.Heading>
        {text && <S.Text>{text}</S.Text>}
      </div>
      <p>
        <OnDarkLink to={CONSULTATION_PATH}>
          {label}
          <span aria-hidden="true">
            <ArrowRight />
          </span>
        </OnDarkLink>
      </p>
    </S.CtaBand>
  );
}
