import * as React from "react";
import { CONSULTATION_PATH } from "../../lib/page-path";
import * as S from "./header.styles";

/**
 * The round link promoting the free 1 hour consultation (an anchor on the home page): a pill in the desktop bar
 * and at the foot of the mobile menu; `compact` is the smaller one in the bar below the desktop menu.
 */
export function ConsultationLink({ compact = false }: { compact?: boolean }) {
  return (
    <S.RoundLink to={CONSULTATION_PATH} data-compact={compact ? "" : undefined}>
      Free 1 hour consultation
    </S.RoundLink>
  );
}
