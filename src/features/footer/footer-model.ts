import { SOCIAL_URL_FIELDS, type SiteConfiguration } from "../../lib/site-configuration";
import { telephoneHref } from "../../lib/telephone";

/** The configuration fields the footer reads (docs/content-model.md). Anything may be empty. */
export type FooterConfiguration = Pick<SiteConfiguration, "email" | "telephone" | (typeof SOCIAL_URL_FIELDS)[number]>;

export interface FooterLink {
  label: string;
  href: string;
}

const NETWORK_NAMES: Record<(typeof SOCIAL_URL_FIELDS)[number], string> = {
  instagram_url: "Instagram",
  linkedin_url: "LinkedIn",
  facebook_url: "Facebook",
  tiktok_url: "TikTok",
};

const filled = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

/** "Get in touch": the email and telephone links show only if set; tel: strips the spaces. */
export function contactLinks(configuration: FooterConfiguration): FooterLink[] {
  const links: FooterLink[] = [];
  if (filled(configuration.email)) links.push({ label: configuration.email.trim(), href: `mailto:${configuration.email.trim()}` });
  if (filled(configuration.telephone)) links.push({ label: configuration.telephone.trim(), href: telephoneHref(configuration.telephone) });
  return links;
}

/** "Let's be sociable": each network shows only when its URL is set. */
export function socialLinks(configuration: FooterConfiguration): FooterLink[] {
  return SOCIAL_URL_FIELDS.filter((field) => filled(configuration[field])).map((field) => ({
    label: NETWORK_NAMES[field],
    href: (configuration[field] as string).trim(),
  }));
}
