import { absoluteUrl } from "./organization-json-ld";

export interface BreadcrumbEntry {
  readonly title: string;
  readonly path: string;
}

/**
 * schema.org BreadcrumbList for a page's trail (docs/navigation.md): one ListItem per crumb, numbered from 1,
 * each with its absolute URL. Null when there is no trail (home and top-level pages).
 */
export function breadcrumbJsonLd(trail: readonly BreadcrumbEntry[], siteUrl: string): Record<string, unknown> | null {
  if (trail.length < 2) return null;
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.title,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}
