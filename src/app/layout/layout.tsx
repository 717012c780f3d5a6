import * as React from "react";
import { Slice } from "gatsby";
import { LanguageSwitcher } from "../../components/language-switcher/language-switcher";
import { isDraftPreview, PreviewBanner } from "../../features/preview/preview-banner";
import { searchTypeOf } from "../../features/search/search-types";
import { PageChromeProvider } from "../../lib/page-chrome";
import { LocaleProvider, useFormat, useLocaleState } from "../../i18n/locale-context";
import { SiteLocalesProvider } from "../../i18n/site-locales";
import { useSiteLocalesQuery } from "./use-site-locales";
import * as S from "./layout.styles";

export interface LayoutProps {
  pathname: string;
  /**
   * The page context's `searchType` ("page", "post" or "case-study"): only a page that has one is indexed for the
   * site's search, its main region alone (docs/search.md). Absent on the site's own pages (search, 404, enquiry sent).
   */
  searchType?: unknown;
  /**
   * The page context's `menuSection`: for a post or a blog listing page, the blog index path it lies below. Every such
   * page then shares one header (the menus mark the section alone: no menu item links a post or a listing page).
   */
  menuSection?: unknown;
  children: React.ReactNode;
}

/**
 * The site shell around every page: header, main region, footer. The header and footer are Gatsby Slices
 * (src/app/slices), rendered once per language and marked place rather than once per page (docs/architecture.md,
 * "Header and footer slices"); each gets the page's language switcher, which differs from page to page, as children.
 */
export function Layout({ pathname, searchType, menuSection, children }: LayoutProps) {
  const { t } = useFormat();
  const pageLocale = useLocaleState();
  const siteLocales = useSiteLocalesQuery();
  const [menuOpen, setMenuOpen] = React.useState(false);
  const behindMenu = useInertWhile(menuOpen);
  const indexedAs = searchTypeOf(searchType);
  const chrome = React.useMemo(() => ({ currentPath: pathname, onMenuOpenChange: setMenuOpen }), [pathname]);
  const section = typeof menuSection === "string" && menuSection !== pathname ? menuSection : null;
  // The slice renders inside its own language state; the switcher needs the page's (its translations).
  const languages = (placement: "header" | "footer") => (
    <LocaleProvider value={pageLocale}>
      <LanguageSwitcher placement={placement} />
    </LocaleProvider>
  );
  return (
    <SiteLocalesProvider value={siteLocales}>
      <PageChromeProvider value={chrome}>
        <S.Shell>
          <a className="skip-link" href="#main" ref={behindMenu}>
            {t("site.skipToContent")}
          </a>
          {isDraftPreview() && <PreviewBanner pathname={pathname} />}
          <Slice alias="site-header" marked={section ?? pathname} below={section !== null}>
            {languages("header")}
          </Slice>
          {/* Pagefind indexes only what is inside data-pagefind-body, on the pages that have it; the type is a result's label. */}
          <S.Main id="main" tabIndex={-1} ref={behindMenu} data-pagefind-body={indexedAs ? "" : undefined}>
            {indexedAs && <span hidden data-pagefind-meta={`type:${indexedAs}`} />}
            {children}
          </S.Main>
          <div ref={behindMenu}>
            <Slice alias="site-footer">{languages("footer")}</Slice>
          </div>
        </S.Shell>
      </PageChromeProvider>
    </SiteLocalesProvider>
  );
}

/**
 * While the full-screen menu is open the page behind it is inert: not focusable, not clickable, not read
 * out (React 18 has no `inert` prop, so the attribute is set on the elements directly).
 */
function useInertWhile(active: boolean): (element: HTMLElement | null) => void {
  const elements = React.useRef(new Set<HTMLElement>());
  React.useEffect(() => {
    elements.current.forEach((element) => element.toggleAttribute("inert", active));
  }, [active]);
  return React.useCallback((element: HTMLElement | null) => {
    if (element) elements.current.add(element);
  }, []);
}
