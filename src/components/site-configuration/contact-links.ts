import type { SiteConfiguration } from "../../lib/site-configuration";
import { telephoneHref } from "../../lib/telephone";

export interface ContactLink {
  label: string;
  href: string;
}

export const filled = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

/**
 * The configuration's email and telephone as links, each only if set; tel: strips the spaces. The footer's
 * "Get in touch" and the mobile menu show the same links.
 */
export function contactLinks(configuration: Pick<SiteConfiguration, "email" | "telephone">): ContactLink[] {
  const links: ContactLink[] = [];
  if (filled(configuration.email)) links.push({ label: configuration.email.trim(), href: `mailto:${configuration.email.trim()}` });
  if (filled(configuration.telephone)) links.push({ label: configuration.telephone.trim(), href: telephoneHref(configuration.telephone) });
  return links;
}
