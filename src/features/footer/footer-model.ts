import { SOCIAL_URL_FIELDS, type SiteConfiguration } from "../../lib/site-configuration";
import { filled, type ContactLink } from "../../components/site-configuration/contact-links";

/** The configuration fields the footer reads (docs/content-model.md). Anything may be empty. */
export type FooterConfiguration = Pick<SiteConfiguration, "email" | "telephone" | (typeof SOCIAL_URL_FIELDS)[number]>;

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
