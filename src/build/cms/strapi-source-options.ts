import type { BuildEnv } from "../env";

/**
 * What gatsby-source-strapi fetches. Populates are written per type (the plugin has no deep populate);
 * a relation inside a dynamic-zone component needs the `on` form. Page parents are linked nodes, so one
 * level of `parent` is enough: the route rule follows the links.
 */
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
            parent: { fields: ["slug", "title"] },
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
