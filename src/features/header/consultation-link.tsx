import * as React from "react";
import { CONSULTATION_PATH } from "../../lib/page-path";
import * as S from "./header.styles";
import { useFormat, useLocalizedPath } from "../../i18n/locale-context";

/**
 * The round link promoting the free 1 hour consultation (an anchor on the home page): a pill in the desktop bar
 * and at the foot of the mobile menu; `compact` is the smaller one in the bar below the desktop menu.
 */
export function ConsultationLink({ compact = false }: { compact?: boolean }) {
  const { t } = useFormat();
  const localized = useLocalizedPath();
  return (
    <S.RoundLink to={localized(CONSULTATION_PATH)} data-compact={compact ? "" : undefined}>
      {t("header.consultation")}
    </S.RoundLink>
  );
}
