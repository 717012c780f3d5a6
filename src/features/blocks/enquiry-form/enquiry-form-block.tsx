import * as React from "react";
import { useLocale, useMessages } from "../../../i18n/locale-context";
import { EnquiryForm } from "./enquiry-form";
import { useContactDetails } from "../use-contact-details";
import { useEnquirySettings } from "./use-enquiry-settings";

export interface EnquiryFormBlockProps {
  heading: string | null;
  intro: string | null;
  submitLabel: string | null;
  pagePath: string;
}

/**
 * The Enquiry form block: its own texts from the block, options, outcome texts, email and telephone from the configuration, and the
 * CMS endpoint the build named (GATSBY_ENQUIRY_ENDPOINT, plugins/cms-data-layer/env.ts), all in the page's language.
 * With nothing to choose from it could never be sent, so it shows nothing.
 */
export function EnquiryFormBlock({ heading, intro, submitLabel, pagePath }: EnquiryFormBlockProps) {
  const locale = useLocale();
  const texts = useMessages().enquiryForm;
  const settings = useEnquirySettings();
  const contact = useContactDetails();
  const endpoint = process.env.GATSBY_ENQUIRY_ENDPOINT;
  if (!endpoint || settings.needs.length === 0) return null;
  return (
    <EnquiryForm
      locale={locale}
      heading={heading || texts.heading}
      intro={intro}
      submitLabel={submitLabel || texts.submit}
      settings={settings}
      endpoint={endpoint}
      pagePath={pagePath}
      contact={contact}
    />
  );
}
