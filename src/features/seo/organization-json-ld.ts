import { SOCIAL_URL_FIELDS, type SiteConfiguration } from "../../lib/site-configuration";

/** The configuration the Organization JSON-LD is built from. Any field may be empty. */
export interface OrganizationSource extends SiteConfiguration {
  /** Site-relative or absolute URL of structured_data_logo. */
  logoUrl?: string | null;
}

type Json = string | number | boolean | Json[] | { [key: string]: Json };

const text = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** Drops undefined values and objects left without content, so nothing is emitted empty or "null". */
function compact(value: Record<string, Json | undefined>): Record<string, Json> | undefined {
  const entries = Object.entries(value).filter((entry): entry is [string, Json] => entry[1] !== undefined);
  const meaningful = entries.filter(([key]) => key !== "@type" && key !== "contactType");
  return meaningful.length > 0 ? Object.fromEntries(entries) : undefined;
}

export function absoluteUrl(siteUrl: string, url: string | null | undefined): string | undefined {
  if (!text(url)) return undefined;
  return new URL(url as string, `${siteUrl.replace(/\/+$/, "")}/`).href;
}

/**
 * Organization JSON-LD — name, url, logo, description, postal address (locality, country), contact
 * points for sales by telephone and by email, and sameAs with the social links that are set.
 */
export function organizationJsonLd(source: OrganizationSource, siteUrl: string): Record<string, Json> {
  const telephone = text(source.telephone);
  const email = text(source.email);
  const contactPoint = [
    telephone ? compact({ "@type": "ContactPoint", contactType: "sales", telephone }) : undefined,
    email ? compact({ "@type": "ContactPoint", contactType: "sales", email }) : undefined,
  ].filter((point): point is Record<string, Json> => point !== undefined);
  const sameAs = SOCIAL_URL_FIELDS.map((field) => text(source[field])).filter((url): url is string => url !== undefined);

  return compact({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: text(source.structured_data_name),
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, source.logoUrl),
    description: text(source.structured_data_description),
    address: compact({
      "@type": "PostalAddress",
      addressLocality: text(source.structured_data_address_locality),
      addressCountry: text(source.structured_data_address_country),
    }),
    contactPoint: contactPoint.length > 0 ? contactPoint : undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  })!;
}

/** JSON for a <script type="application/ld+json">: `<` escaped so content can never close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
