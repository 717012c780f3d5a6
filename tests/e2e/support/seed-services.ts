/**
 * The full seed's service pages as the menus name them (cms/src/seed/data/full, written out): what the header's
 * Services menu and the footer must link, in their order. Shared by the specs that check them (issue 47, item 1).
 */
export const SERVICES_MENU_LINKS: ReadonlyArray<readonly [string, string]> = [
  ["Digital marketing", "/services/digital/"],
  ["Search engine optimisation", "/services/digital/seo/"],
  ["Paid social", "/services/digital/paid-social/"],
  ["Email marketing", "/services/digital/email-marketing/"],
  ["Content marketing", "/services/digital/content-marketing/"],
  ["Measurement", "/services/digital/measurement/"],
  ["Brand strategy", "/services/brand/"],
];

/** The footer names SEO shortly and leads with the Services overview. */
export const FOOTER_SERVICE_LINKS: ReadonlyArray<readonly [string, string]> = [
  ["Services", "/services/"],
  ["Digital marketing", "/services/digital/"],
  ["SEO", "/services/digital/seo/"],
  ["Paid social", "/services/digital/paid-social/"],
  ["Email marketing", "/services/digital/email-marketing/"],
  ["Content marketing", "/services/digital/content-marketing/"],
  ["Measurement", "/services/digital/measurement/"],
  ["Brand strategy", "/services/brand/"],
];
