/**
 * What anonymous visitors and the site build may do through the content API.
 * Kept in code so a fresh database and a production database get exactly the same rules.
 */
const CONTENT_READ_ACTIONS = [
  "api::page.page.find",
  "api::page.page.findOne",
  "api::blog-post.blog-post.find",
  "api::blog-post.blog-post.findOne",
  "api::configuration.configuration.find",
  "plugin::upload.content-api.find",
  "plugin::navigation.client.render",
  "plugin::navigation.client.renderChild",
] as const;

/** The public role gets read access to published content and nothing else. */
export const PUBLIC_ACTIONS: readonly string[] = CONTENT_READ_ACTIONS;

/** gatsby-source-strapi also reads the schema endpoints, which must not be public. */
export const SITE_TOKEN_ACTIONS: readonly string[] = [
  ...CONTENT_READ_ACTIONS,
  "plugin::content-type-builder.content-types.getContentTypes",
  "plugin::content-type-builder.components.getComponents",
];

export const SITE_TOKEN_NAME = "Site build (read-only)";
export const SITE_TOKEN_DESCRIPTION =
  "Used by the Gatsby build (gatsby-source-strapi and the navigation fetch). Reads published content and the content-type schema. Created by the CMS bootstrap.";
