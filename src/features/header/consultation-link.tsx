import * as React from "react";
import { CONSULTATION_PATH } from "../../lib/page-path";
import * as S from "./header.styles";

/** The round link in the menu promoting the free 1 hour consultation (an anchor on the home page). */
export function ConsultationLink({ className }: { className?: string }) {
  return (
    <S.RoundLink to={CONSULTATION_PATH} className={className}>
      Free 1 hour consultation
    </S.RoundLink>
  );
}
