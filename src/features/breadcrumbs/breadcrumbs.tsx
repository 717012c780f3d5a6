import * as React from "react";
import { SafeLink } from "../../components/links/safe-link";
import * as S from "./breadcrumbs.styles";
import { useFormat } from "../../i18n/locale-context";

/** One step of the trail, as the page query answers it (plugins/cms-data-layer/schema/page-breadcrumbs.ts). */
interface Crumb {
  readonly title: string;
  readonly path: string;
}

/**
 * The trail above a nested page (docs/navigation.md): a "Breadcrumb" navigation with an ordered list, every
 * crumb a link except the last, which is the page itself (aria-current="page"). Nothing for home or a
 * top-level page.
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] | null | undefined }) {
  const { t } = useFormat();
  if (!trail || trail.length < 2) return null;
  return (
    <S.Nav aria-label={t("breadcrumbs.navigation")}>
      <S.List>
        {trail.map((crumb, index) => (
          <S.Item key={crumb.path}>
            {index === trail.length - 1 ? <span aria-current="page">{crumb.title}</span> : <SafeLink to={crumb.path}>{crumb.title}</SafeLink>}
          </S.Item>
        ))}
      </S.List>
    </S.Nav>
  );
}
