import { telephoneHref } from "../../lib/telephone";

/** The configuration fields the footer reads (SPEC 3). Anything may be empty. */
export interface FooterConfiguration {
  email?: string | null;
  telephone?: string | null;
  instagram_url?: string | null;
  linkedin_url?: string | null;
  facebook_url?: string | null;
  tiktok_url?: string | null;
}

export interface FooterLink {
  label: string;
  href: string;
}

const SOCIAL_NETWORKS = [
  ["Instagram", "instagram_url"],
  ["LinkedIn", "linkedin_url"],
  ["Facebook", "facebook_url"],
  ["TikTok", "tiktok_url"],
] as const;

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
  return SOCIAL_NETWORKS.filter(([, field]) => filled(configuration[field])).map(([label, field]) => ({
    label,
    href: (configuration[field] as string).trim(),
  }));
}
