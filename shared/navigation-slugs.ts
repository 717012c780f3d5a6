/** The navigations the site renders (strapi-plugin-navigation slugs), and where each one appears. */
export const NAVIGATION_SLUGS = {
  main: "main-navigation",
  footer: "footer-navigation",
  secondary: "legal-navigation",
} as const;
