import * as React from "react";
import type { HeadProps } from "gatsby";
import { localizedPath } from "@agency/cms/contract/locales";
import { pageLocale, type LanguageContext } from "../features/seo/language-tags";
import { SafeLink } from "../components/links/safe-link";
import { useEnquirySettings } from "../features/blocks/enquiry-form/use-enquiry-settings";
import { SeoHead } from "../features/seo/seo-head";
import { Wrap } from "../theme/wrap";
import { LocaleProvider, useLocalizedPath, useMessages } from "../i18n/locale-context";
import { usePageLocaleState, type PageLocaleContext } from "../i18n/page-locale";

/**
 * Where the CMS sends a visitor whose browser posted the enquiry form without the script (docs/enquiries.md):
 * the same success texts the form shows in place. Not indexed, and not in the sitemap (it lists CMS pages only).
 */
export default function EnquiryReceivedPage() {
  const { successHeading, successMessage } = useEnquirySettings();
  const localized = useLocalizedPath();
  const { backHome } = useMessages().enquiryForm;
  return (
    <Wrap>
      <h1>{successHeading}</h1>
      <p role="status">{successMessage}</p>
      <p>
        <SafeLink to={localized("/")}>{backHome}</SafeLink>
      </p>
    </Wrap>
  );
}

/** One per locale (/enquiry-received/, /fr/enquiry-received/: plugins/cms-data-layer/routes). */
export function Head({ pageContext }: HeadProps<object, LanguageContext & PageLocaleContext>) {
  // Head renders outside the page's LocaleProvider: the page's language is given to it here.
  return (
    <LocaleProvider value={usePageLocaleState(pageContext)}>
      <ReceivedHead pageContext={pageContext} />
    </LocaleProvider>
  );
}

function ReceivedHead({ pageContext }: { pageContext: LanguageContext }) {
  const { successHeading } = useEnquirySettings();
  return <SeoHead path={localizedPath(pageLocale(pageContext), "/enquiry-received/")} title={successHeading} noCanonical pageContext={pageContext} />;
}
