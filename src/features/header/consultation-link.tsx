import * as React from "react";
import * as S from "./header.styles";

export const CONSULTATION_PATH = "/#free-consultation";

/** SPEC 1: the round link in the menu promoting the free consultation (an anchor on the home page). */
export function ConsultationLink({ className }: { className?: string }) {
  return (
    <S.RoundLink to={CONSULTATION_PATH} className={className}>
      Free 1 hour consultation
    </S.RoundLink>
  );
}
