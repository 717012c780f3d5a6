import * as React from "react";
import { NeighbourLinks } from "../../components/neighbour-links/neighbour-links";
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
  const neighbour = (study: NeighbourCaseStudy | null | undefined, label: string) => (study?.path ? { label, title: study.title, path: study.path } : null);
  return (
    <NeighbourLinks
      name={t("caseStudy.navigation")}
      previous={neighbour(previous, t("caseStudy.previous"))}
      next={neighbour(next, t("caseStudy.next"))}
      spaced
    />
  );
}
