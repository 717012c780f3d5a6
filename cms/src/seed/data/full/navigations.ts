import type { NavigationSeed } from "../../seed-types";

/**
 * The plugin renders an item's path as its parent's path + its own path segment, so segments are chosen
 * to make every rendered path the page's own URL: Services → /services, its child "digital/seo" →
 * /services/digital/seo. Two levels in the main navigation (header menu and submenu).
 * The blog index is not a CMS page, so its items are "external" links to the site path /blog/: the site keeps
 * such an item as an internal link (docs/navigation.md).
 */
export const navigations: NavigationSeed[] = [
  {
    name: "Main navigation",
    slug: "main-navigation",
    items: [
      {
        title: "Services",
        page: "services",
        items: [
          { title: "Digital marketing", page: "digital" },
          { title: "Search engine optimisation", page: "seo", path: "digital/seo" },
          { title: "Paid social", page: "paid-social", path: "digital/paid-social" },
          { title: "Email marketing", page: "email-marketing", path: "digital/email-marketing" },
          { title: "Content marketing", page: "content-marketing", path: "digital/content-marketing" },
          { title: "Measurement", page: "measurement", path: "digital/measurement" },
          { title: "Brand strategy", page: "brand" },
        ],
      },
      {
        title: "Our work",
        page: "work",
        items: [
          { title: "Harbour & Pine", page: "harbour-and-pine" },
          { title: "Northfield Physio", page: "northfield-physio" },
          { title: "Tally", page: "tally" },
        ],
      },
      {
        title: "About",
        page: "about",
        items: [{ title: "Our team", page: "team" }],
      },
      { title: "Blog", externalPath: "/blog/" },
      { title: "Contact", page: "contact" },
    ],
  },
  {
    name: "Footer navigation",
    slug: "footer-navigation",
    items: [
      { title: "Services", page: "services" },
      { title: "Digital marketing", page: "digital", path: "services/digital" },
      { title: "SEO", page: "seo", path: "services/digital/seo" },
      { title: "Paid social", page: "paid-social", path: "services/digital/paid-social" },
      { title: "Email marketing", page: "email-marketing", path: "services/digital/email-marketing" },
      { title: "Content marketing", page: "content-marketing", path: "services/digital/content-marketing" },
      { title: "Measurement", page: "measurement", path: "services/digital/measurement" },
      { title: "Brand strategy", page: "brand", path: "services/brand" },
      { title: "Our work", page: "work" },
      { title: "Blog", externalPath: "/blog/" },
      { title: "About us", page: "about" },
      { title: "Contact", page: "contact" },
      { title: "Careers", externalPath: "https://www.linkedin.com/company/lumen-and-lark/jobs" },
    ],
  },
  {
    name: "Legal navigation",
    slug: "legal-navigation",
    items: [
      { title: "Privacy policy", page: "privacy-policy" },
      { title: "Terms and conditions", page: "terms" },
      { title: "Cookie policy", page: "cookie-policy" },
    ],
  },
];
