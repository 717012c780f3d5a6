import * as React from "react";
import { SafeLink } from "../../components/links/safe-link";
import * as S from "./case-study-neighbours.styles";
import { useFormat } from "../../i18n/locale-context";

interface NeighbourCaseStudy {
  title?: string | null;
  /** The page's own path, already in its locale. */
  path?: string | null;
}

/**
 * The case studies before and after this one in the Work page's order (docs/blog.md, "Case studies"); nothing for a page
 * that is not a case study.
 */
export function CaseStudyNeighbours({ previous, next }: { previous?: NeighbourCaseStudy | null; next?: NeighbourCaseStudy | null }) {
  const { t } = useFormat();
  const link = (study: NeighbourCaseStudy | null | undefined, label: string, rel: "prev" | "next") =>
    study?.path ? (
      <S.Item data-direction={rel}>
        <S.Label>{label}</S.Label>
        <SafeLink to={study.path} rel={rel}>
          {study.title}
        </SafeLink>
      </S.Item>
    ) : null;
  if (!previous?.path && !next?.path) return null;
  return (
    <S.Nav aria-label={t("caseStudy.navigation")}>
      {link(previous, t("caseStudy.previous"), "prev")}
      {link(next, t("caseStudy.next"), "next")}
    </S.Nav>
  );
}
