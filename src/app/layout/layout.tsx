import * as React from "react";
import { contactLinks } from "../../components/site-configuration/contact-links";
import { Footer } from "../../features/footer/footer";
import { Header } from "../../features/header/header";
import { isDraftPreview, PreviewBanner } from "../../features/preview/preview-banner";
import { SearchControl } from "../../features/search/search-control";
import { searchTypeOf } from "../../features/search/search-types";
import { MainNavigationProvider } from "../../lib/main-navigation";
import { useFormat, useLocale } from "../../i18n/locale-context";
import { SiteLocalesProvider } from "../../i18n/site-locales";
import { useSiteChrome } from "./use-site-chrome";
import * as S from "./layout.styles";

export interface LayoutProps {
  pathname: string;
  /**
   * The page context's `searchType` ("page", "post" or "case-study"): only a page that has one is indexed for the
   * site's search, its main region alone (docs/search.md). Absent on the site's own pages (search, 404, enquiry sent).
   */
  searchType?: unknown;
  children: React.ReactNode;
}

/** The site shell around every page: header, main region, footer. */
export function Layout({ pathname, searchType, children }: LayoutProps) {
  const { t } = useFormat();
  const { mainNavigation, footerNavigation, secondaryNavigation, configuration, buildYear, siteLocales } = useSiteChrome(useLocale());
  const [menuOpen, setMenuOpen] = React.useState(false);
  const behindMenu = useInertWhile(menuOpen);
  const indexedAs = searchTypeOf(searchType);
  const search = React.useCallback((compact: boolean) => <SearchControl compact={compact} currentPath={pathname} />, [pathname]);
  // Around the page too: the header's menu reads it, and so does the 404's list of main sections.
  return (
    <SiteLocalesProvider value={siteLocales}>
      <MainNavigationProvider value={mainNavigation}>
        <S.Shell>
          <a className="skip-link" href="#main" ref={behindMenu}>
            {t("site.skipToContent")}
          </a>
          {isDraftPreview() && <PreviewBanner pathname={pathname} />}
          <Header currentPath={pathname} onMenuOpenChange={setMenuOpen} contacts={contactLinks(configuration)} search={search} />
          {/* Pagefind indexes only what is inside data-pagefind-body, on the pages that have it; the type is a result's label. */}
          <S.Main id="main" tabIndex={-1} ref={behindMenu} data-pagefind-body={indexedAs ? "" : undefined}>
            {indexedAs && <span hidden data-pagefind-meta={`type:${indexedAs}`} />}
            {children}
          </S.Main>
          <div ref={behindMenu}>
            <Footer navigation={footerNavigation} secondaryNavigation={secondaryNavigation} configuration={configuration} buildYear={buildYear} />
          </div>
        </S.Shell>
      </MainNavigationProvider>
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
