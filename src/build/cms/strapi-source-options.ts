import type { BuildEnv } from "../env";

/**
 * What gatsby-source-strapi fetches. Populates are written per type (the plugin has no deep populate);
 * a relation inside a dynamic-zone component needs the `on` form. A page's parent arrives as an embedded
 * copy (the plugin does not link reserved names), so three levels are populated: enough for the deepest
 * allowed path and to notice one level too many.
 */
const PARENT_CHAIN = {
  fields: ["slug", "title"],
  populate: { parent: { fields: ["slug", "title"], populate: { parent: { fields: ["slug", "title"] } } } },
};
export function strapiSourceOptions(env: BuildEnv) {
  return {
    apiURL: env.strapiUrl,
    accessToken: env.strapiToken,
    version: 5,
    maxParallelRequests: 4,
    collectionTypes: [
      {
        singularName: "page",
        queryParams: {
          populate: {
            parent: PARENT_CHAIN,
            seo: { populate: { share_image: true } },
            content: {
              on: {
                "blocks.hero": { populate: { image: true } },
                "blocks.rich-text": true,
                "blocks.accordion": { populate: { items: true } },
                "blocks.page-button": { populate: { page: { fields: ["slug", "title"] } } },
                "blocks.section": true,
              },
            },
          },
        },
      },
      {
        singularName: "blog-post",
        queryParams: { populate: { cover: true, seo: { populate: { share_image: true } } } },
      },
    ],
    singleTypes: [
      {
        singularName: "configuration",
        queryParams: { populate: { structured_data_logo: true, meta_og_image: true } },
      },
    ],
  };
}
