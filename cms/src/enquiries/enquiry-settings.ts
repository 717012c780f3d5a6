import type { Core } from "@strapi/strapi";

/** What the endpoint needs from the published configuration (docs/content-model.md, "Configuration"). */
export interface EnquirySettings {
  /** The configuration's contact email: where enquiries go. */
  agencyEmail: string | null;
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
  enquiries?: {
    needs?: Option[];
    budgets?: Option[];
    acknowledgement_subject?: string | null;
    acknowledgement_body?: string | null;
  } | null;
}

const labels = (options: Option[] | undefined): string[] => (options ?? []).map((option) => option.label?.trim() ?? "").filter(Boolean);
const filled = (value: string | null | undefined): string | null => (value?.trim() ? value : null);

/** The published configuration only: a draft's options are not yet on the site's form. */
export const readEnquirySettings = async (strapi: Core.Strapi): Promise<EnquirySettings> => {
  const row = (await strapi.documents("api::configuration.configuration").findFirst({
    status: "published",
    populate: { enquiries: { populate: { needs: true, budgets: true } } },
  } as never)) as ConfigurationRow | null;
  const enquiries = row?.enquiries ?? null;
  return {
    agencyEmail: filled(row?.email),
    needs: labels(enquiries?.needs),
    budgets: labels(enquiries?.budgets),
    acknowledgementSubject: filled(enquiries?.acknowledgement_subject),
    acknowledgementBody: filled(enquiries?.acknowledgement_body),
  };
};
