/**
 * What the site build may read through the content API (with the site token).
 * Kept in code so a fresh database and a production database get exactly the same rules.
 */
const CONTENT_READ_ACTIONS = [
  "api::page.page.find",
  "api::page.page.findOne",
  "api::blog-post.blog-post.find",
  "api::blog-post.blog-post.findOne",
  "api::category.category.find",
  "api::category.category.findOne",
  "api::tag.tag.find",
  "api::tag.tag.findOne",
  "api::author.author.find",
  "api::author.author.findOne",
  "api::configuration.configuration.find",
  "api::redirect.redirect.find",
  "plugin::upload.content-api.find",
  "plugin::navigation.client.render",
  "plugin::navigation.client.renderChild",
] as const;

/**
 * The public role (anonymous callers) may do nothing. The static site reads the CMS only while it builds,
 * with the site token; its pages never call the CMS from the browser (images are files under /uploads/ or
 * on the media host, served without a role). The preview server, the publisher's content audit and the
 * end-to-end tests read with the site token too. Enforced at every boot (public-permissions.ts), so a
 * permission granted in the admin panel, or left by an older version, is removed at the next start.
 */
export const PUBLIC_ACTIONS: readonly string[] = [];

/** gatsby-source-strapi also reads the schema endpoints, which must not be public. */
export const SITE_TOKEN_ACTIONS: readonly string[] = [
  ...CONTENT_READ_ACTIONS,
  "plugin::content-type-builder.content-types.getContentTypes",
  "plugin::content-type-builder.components.getComponents",
];

export const SITE_TOKEN_NAME = "Site build (read-only)";
export const SITE_TOKEN_DESCRIPTION =
  "Used by the Gatsby build (gatsby-source-strapi and the navigation fetch). Reads published content and the content-type schema. Created by the CMS bootstrap.";
