import { SOCIAL_URL_FIELDS, type SiteConfiguration } from "../../lib/site-configuration";
import { filled, type ContactLink } from "../../components/site-configuration/contact-links";

/** The configuration fields the footer reads (docs/content-model.md). Anything may be empty. */
export type FooterConfiguration = Pick<
  SiteConfiguration,
  "email" | "telephone" | (typeof SOCIAL_URL_FIELDS)[number] | "structured_data_name" | "company_number" | "registered_in" | "registered_office"
>;

const NETWORK_NAMES: Record<(typeof SOCIAL_URL_FIELDS)[number], string> = {
  instagram_url: "Instagram",
  linkedin_url: "LinkedIn",
  facebook_url: "Facebook",
  tiktok_url: "TikTok",
};

/** "Let's be sociable": each network shows only when its URL is set. */
export function socialLinks(configuration: FooterConfiguration): ContactLink[] {
  return SOCIAL_URL_FIELDS.filter((field) => filled(configuration[field])).map((field) => ({
    label: NETWORK_NAMES[field],
    href: (configuration[field] as string).trim(),
  }));
}

/** What a UK company's site must show (docs/content-model.md): each part only when set. */
export interface CompanyDetails {
  /** The organisation's registered name: structured_data_name, with "Ltd" unless the name already says what it is. */
  company: string | null;
  place: string | null;
  number: string | null;
  /** Without a final full stop: the sentence adds its own. */
  address: string | null;
}

const LEGAL_FORM = /\b(ltd|limited|llp|plc)\.?$/i;

const text = (value: string | null | undefined): string | null => (filled(value) ? value.trim() : null);

export function companyDetails(configuration: FooterConfiguration): CompanyDetails {
  const name = text(configuration.structured_data_name);
  return {
    company: name && !LEGAL_FORM.test(name) ? `${name} Ltd` : name,
    place: text(configuration.registered_in),
    number: text(configuration.company_number),
    address: text(configuration.registered_office)?.replace(/\.$/, "") ?? null,
  };
}
