import * as React from "react";
import type { SliceComponentProps } from "gatsby";
import { Footer } from "../../features/footer/footer";
import { OrganizationStructuredData } from "../../features/seo/organization-structured-data";
import { LocaleProvider, useLocale } from "../../i18n/locale-context";
import { useSliceLocale, type SiteSliceContext } from "./slice-locale";
import { useSiteChrome } from "./use-site-chrome";

/**
 * The site footer as a Gatsby Slice, one per language (docs/architecture.md, "Header and footer slices"), and the
 * Organization JSON-LD after it. The page's language switcher arrives as children.
 */
export default function SiteFooterSlice({ sliceContext, children }: SliceComponentProps<object, SiteSliceContext>) {
  return (
    <LocaleProvider value={useSliceLocale(sliceContext)}>
      <SiteFooter languages={children} />
    </LocaleProvider>
  );
}

function SiteFooter({ languages }: { languages: React.ReactNode }) {
  const { footerNavigation, secondaryNavigation, configuration, buildYear, siteUrl, organization } = useSiteChrome(useLocale());
  return (
    <>
      <Footer
        navigation={footerNavigation}
        secondaryNavigation={secondaryNavigation}
        configuration={configuration}
        buildYear={buildYear}
        languages={languages}
      />
      <OrganizationStructuredData source={organization} siteUrl={siteUrl} />
    </>
  );
}
