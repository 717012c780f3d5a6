import * as React from "react";
import * as S from "./stats.styles";
import { useFormat } from "../../i18n/locale-context";

export interface StatData {
  value?: string | null;
  label?: string | null;
}

/** Key figures as a description list (what is measured → the figure), shown figure first. No figures, no band. */
export function Stats({ heading, items }: { heading?: string | null; items: readonly StatData[] }) {
  const { t } = useFormat();
  const figures = items.filter((item) => item.value && item.label);
  if (figures.length === 0) return null;
  return (
    <S.Stats aria-label={heading ? undefined : t("blocks.keyFigures")}>
      {heading && <S.Heading>{heading}</S.Heading>}
      <S.List>
        {figures.map((figure, index) => (
          <S.Item key={index}>
            <S.Label>{figure.label}</S.Label>
            <S.Value>{figure.value}</S.Value>
          </S.Item>
        ))}
      </S.List>
    </S.Stats>
  );
}
