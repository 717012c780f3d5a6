import * as React from "react";
import { SafeLink } from "../../components/links/safe-link";
import { useMainNavigation } from "../../lib/main-navigation";
import { SEARCH_PATH } from "../../lib/page-path";
import { Wrap } from "../../theme/wrap";
import { mainSections } from "./main-sections";
import * as S from "./not-found-view.styles";
import { useFormat, useLocalizedPath } from "../../i18n/locale-context";

/**
 * "Page Not Found: {path}", and a way on: a search (a plain GET form to the search page, so it works without
 * JavaScript), the home page and the main navigation's top-level sections.
 * The static 404.html is rendered once at build for every unknown path, so the path is filled in
 * after hydration (rendering it on the server would bake "/404.html" into the page); the search field then offers
 * the path's words.
 */
const PATH_MARK = "\u0000";

/** "/services/digital/email-marketing-automation/" → "email marketing automation": what the visitor was after. */
const wordsOf = (path: string): string =>
  decodeURIComponent(path.split("/").filter(Boolean).at(-1) ?? "")
    .replace(/\.html?$/, "")
    .replace(/[-_+]+/g, " ")
    .trim();

export function NotFoundView({ path }: { path: string }) {
  const [shownPath, setShownPath] = React.useState<string | null>(null);
  const [term, setTerm] = React.useState("");
  React.useEffect(() => {
    setShownPath(path);
    setTerm(wordsOf(path));
  }, [path]);
  const sections = mainSections(useMainNavigation());
  const { t } = useFormat();
  const localized = useLocalizedPath();
  // The path is set in smaller type than the words around it, so a long one takes two or three lines on a phone.
  const [before, after = ""] = t("errors.notFoundHeading", { path: PATH_MARK }).split(PATH_MARK);
  return (
    <Wrap>
      <S.Heading>
        {before}
        <S.Path>{shownPath ?? ""}</S.Path>
        {after}
      </S.Heading>
      <p>
        {t("errors.notFoundText")} <SafeLink to={localized("/")}>{t("errors.homeLink")}</SafeLink>.
      </p>
      <S.Search role="search" action={localized(SEARCH_PATH)} method="get">
        <label htmlFor="not-found-search">{t("search.dialogHeading")}</label>
        <S.SearchRow>
          <input id="not-found-search" type="search" name="q" value={term} onChange={(event) => setTerm(event.target.value)} enterKeyHint="search" />
          <button type="submit">{t("search.control")}</button>
        </S.SearchRow>
      </S.Search>
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
