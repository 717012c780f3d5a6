import * as React from "react";
import { SafeLink } from "../../components/links/safe-link";
import { useMainNavigation } from "../../lib/main-navigation";
import { Wrap } from "../../theme/wrap";
import { mainSections } from "./main-sections";
import * as S from "./not-found-view.styles";
import { useFormat, useLocalizedPath } from "../../i18n/locale-context";

/**
 * "Page Not Found: {path}", and a way on: the home page and the main navigation's top-level sections.
 * The static 404.html is rendered once at build for every unknown path, so the path is filled in
 * after hydration (rendering it on the server would bake "/404.html" into the page).
 */
export function NotFoundView({ path }: { path: string }) {
  const [shownPath, setShownPath] = React.useState<string | null>(null);
  React.useEffect(() => setShownPath(path), [path]);
  const sections = mainSections(useMainNavigation());
  const { t } = useFormat();
  const localized = useLocalizedPath();
  return (
    <Wrap>
      <S.Heading>{t("errors.notFoundHeading", { path: shownPath ?? "" })}</S.Heading>
      <p>
        {t("errors.notFoundText")} <SafeLink to={localized("/")}>{t("errors.homeLink")}</SafeLink>.
      </p>
      {sections.length > 0 && (
        <S.Sections aria-labelledby="not-found-sections">
          <h2 id="not-found-sections">{t("errors.mainSections")}</h2>
          <S.SectionList>
            {sections.map((section) => (
              <li key={section.path}>
                <SafeLink to={section.path}>{section.title}</SafeLink>
              </li>
            ))}
          </S.SectionList>
        </S.Sections>
      )}
    </Wrap>
  );
}
