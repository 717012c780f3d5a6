import type { Core } from "@strapi/strapi";
import { DEFAULT_LOCALE, type LocaleCode } from "../contract/locales";

/** What the endpoint needs from the published configuration (docs/content-model.md, "Configuration"). */
export interface EnquirySettings {
  /** The configuration's contact email: where enquiries go, and the emails' From and Reply-To unless ENQUIRY_FROM is set. */
  agencyEmail: string | null;
  /** The agency's name as the configuration gives it (its structured data name): the emails' sender name and banner. */
  agencyName: string | null;
  needs: string[];
  budgets: string[];
  acknowledgementSubject: string | null;
  acknowledgementBody: string | null;
}

interface Option {
  label?: string | null;
}

interface ConfigurationRow {
  email?: string | null;
  structured_data_name?: string | null;
  enquiries?: {
    needs?: Option[];
    budgets?: Option[];
    acknowledgement_subject?: string | null;
    acknowledgement_body?: string | null;
  } | null;
}

const labels = (options: Option[] | undefined): string[] => (options ?? []).map((option) => option.label?.trim() ?? "").filter(Boolean);
const filled = (value: string | null | undefined): string | null => (value?.trim() ? value : null);

const publishedConfiguration = async (strapi: Core.Strapi, locale: LocaleCode): Promise<ConfigurationRow | null> =>
  (await strapi.documents("api::configuration.configuration").findFirst({
    status: "published",
    locale,
    populate: { enquiries: { populate: { needs: true, budgets: true } } },
  } as never)) as ConfigurationRow | null;

/**
 * The published configuration only (a draft's options are not yet on the site's form), in the form's locale: its
 * options are the labels that locale's form offers, its acknowledgement is in the visitor's language. The contact
 * email and name are the agency's wherever the form was sent: the locale's own when set, else the default locale's.
 */
export const readEnquirySettings = async (strapi: Core.Strapi, locale: LocaleCode = DEFAULT_LOCALE): Promise<EnquirySettings> => {
  const row = await publishedConfiguration(strapi, locale);
  const enquiries = row?.enquiries ?? null;
  const fallback = locale === DEFAULT_LOCALE ? null : await publishedConfiguration(strapi, DEFAULT_LOCALE);
  return {
    agencyEmail: filled(row?.email) ?? filled(fallback?.email),
    agencyName: filled(row?.structured_data_name) ?? filled(fallback?.structured_data_name),
    needs: labels(enquiries?.needs),
    budgets: labels(enquiries?.budgets),
    acknowledgementSubject: filled(enquiries?.acknowledgement_subject),
    acknowledgementBody: filled(enquiries?.acknowledgement_body),
  };
};
