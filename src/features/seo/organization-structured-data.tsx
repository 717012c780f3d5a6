import * as React from "react";
import { organizationJsonLd, serializeJsonLd, type OrganizationSource } from "./organization-json-ld";

/**
 * The Organization JSON-LD as a script element. The footer slice renders it, not each page's Head: it holds the
 * configuration's contact details, so in the head a new telephone number would render every page again
 * (docs/architecture.md, "Header and footer slices"). Search engines read JSON-LD anywhere in the document.
 */
export function OrganizationStructuredData({ source, siteUrl }: { source: OrganizationSource; siteUrl: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(organizationJsonLd(source, siteUrl)) }} />;
}
