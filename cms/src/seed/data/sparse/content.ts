import type { SeedProfile } from "../../seed-types";

/**
 * The sparse profile (SEED_PROFILE=sparse): only required fields are set, so the site can prove it
 * builds when optional configuration fields, SEO, parents, images and covers are all empty.
 */
export const sparse: SeedProfile = {
  name: "sparse",
  images: [],
  configuration: {
    structured_data_name: "Lumen & Lark",
    cookie_consent_interstitial_heading: "Cookies on this website",
  },
  pages: [
    {
      slug: "home",
      title: "Home",
      content: [
        { __component: "blocks.hero", heading: "Marketing that people remember" },
        {
          __component: "blocks.rich-text",
          body: "We help small and mid-sized businesses grow. Start with a free 1 hour consultation: see [how to reach us](/contact).",
        },
        { __component: "blocks.section", anchor: "free-consultation" },
        // Blocks with nothing to show render nothing: no empty bands.
        { __component: "blocks.services", items: [] },
        { __component: "blocks.case-studies", items: [] },
        { __component: "blocks.testimonials", items: [] },
        { __component: "blocks.logo-wall", logos: [] },
        { __component: "blocks.stats", items: [] },
        { __component: "blocks.team", members: [] },
      ],
    },
    {
      slug: "about",
      title: "About us",
      content: [
        { __component: "blocks.rich-text", body: "An independent marketing agency in London, founded in 2014." },
        { __component: "blocks.text-image", body: "Senior people on every account." },
        { __component: "blocks.cta-band", heading: "Ready to grow?", label: "Book your free consultation" },
      ],
    },
    {
      slug: "contact",
      title: "Contact",
      // No email or telephone in the configuration: the contact block renders nothing.
      content: [{ __component: "blocks.contact" }],
    },
    {
      slug: "cookie-policy",
      title: "Cookie policy",
      content: [
        {
          __component: "blocks.rich-text",
          body: "This website uses cookies only with your consent. You can [change your cookie preferences](#cookie-consent-preferences) at any time.",
        },
      ],
    },
  ],
  posts: [
    {
      slug: "welcome-to-our-blog",
      title: "Welcome to our blog",
      excerpt: "Practical marketing advice for small businesses, every month.",
      body: "Each month we share one practical idea you can use straight away.",
      published_on: "2026-01-06",
    },
  ],
  navigations: [
    {
      name: "Main navigation",
      slug: "main-navigation",
      items: [
        { title: "About us", page: "about" },
        { title: "Blog", externalPath: "/blog/" },
        { title: "Contact", page: "contact" },
      ],
    },
    {
      name: "Footer navigation",
      slug: "footer-navigation",
      items: [
        { title: "Blog", externalPath: "/blog/" },
        { title: "Contact", page: "contact" },
      ],
    },
    { name: "Legal navigation", slug: "legal-navigation", items: [{ title: "Cookie policy", page: "cookie-policy" }] },
  ],
};
