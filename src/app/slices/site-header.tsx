import * as React from "react";
import type { SliceComponentProps } from "gatsby";
import { contactLinks } from "../../components/site-configuration/contact-links";
import { Header } from "../../features/header/header";
import { SearchControl } from "../../features/search/search-control";
import { LocaleProvider, useLocale } from "../../i18n/locale-context";
import { usePageChrome } from "../../lib/page-chrome";
import { useSliceLocale, type SiteSliceContext } from "./slice-locale";
import { useSiteChrome } from "./use-site-chrome";

/** What the layout passes: the place the menus mark (src/features/header/menu-items.ts, MenuPlace). A type, not an interface: Gatsby wants slice props serializable (an index signature). */
export type SiteHeaderSliceProps = {
  /** The page's path, or the section path a post or listing page lies below. */
  marked: string;
  below: boolean;
};

/**
 * The site header as a Gatsby Slice: rendered once per language and marked place, and stitched into every page that
 * shares them, so a menu edit renders it again rather than every page (docs/architecture.md, "Header and footer
 * slices"). The page's language switcher arrives as children: it is the one part that differs from page to page.
 */
export default function SiteHeaderSlice({ sliceContext, marked, below, children }: SliceComponentProps<object, SiteSliceContext, SiteHeaderSliceProps>) {
  return (
    <LocaleProvider value={useSliceLocale(sliceContext)}>
      <SiteHeader place={below ? { below: marked } : marked} languages={children} />
    </LocaleProvider>
  );
}

function SiteHeader({ place, languages }: { place: string | { below: string }; languages: React.ReactNode }) {
  const { mainNavigation, configuration } = useSiteChrome(useLocale());
  const { currentPath, onMenuOpenChange } = usePageChrome();
  const search = React.useCallback((compact: boolean) => <SearchControl compact={compact} currentPath={currentPath} />, [currentPath]);
  return (
    <Header
      navigation={mainNavigation}
      place={place}
      currentPath={currentPath}
      onMenuOpenChange={onMenuOpenChange}
      contacts={contactLinks(configuration)}
      search={search}
      languages={languages}
    />
  );
}
