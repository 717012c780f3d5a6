/**
 * Local-development defaults, shared by the CMS and the root start-up script (which prints them).
 * Never used when NODE_ENV=production: the CMS then refuses to start without ADMIN_EMAIL / ADMIN_PASSWORD.
 * No imports on purpose, so the root scripts can import this file without Strapi's types.
 */
export const LOCAL_ADMIN_EMAIL = "editor@agency.local";
export const LOCAL_ADMIN_PASSWORD = "LocalEditor-2026";
