import * as React from "react";
import { CONSULTATION_PATH } from "../../lib/page-path";
import * as S from "./header.styles";

/** SPEC 1: the round link in the menu promoting the free consultation (an anchor on the home page). */
export function ConsultationLink({ className }: { className?: string }) {
  return (
    <S.RoundLink to={CONSULTATION_PATH} className={className}>
      Free 1 hour consultation
    </S.RoundLink>
  );
}
