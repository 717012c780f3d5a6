/**
 * The populate queries the site uses (documented in cms/README.md). A relation inside a dynamic-zone
 * component needs the `on` form; a page's URL needs its parent and grandparent slugs.
 */

const parentChain = { fields: ["slug", "title"], populate: { parent: { fields: ["slug", "title"] } } };

export const CONFIGURATION_QUERY = { populate: { meta_og_image: true, structured_data_logo: true } };

export const PAGE_QUERY = {
  populate: {
    parent: parentChain,
    seo: { populate: { share_image: true } },
    content: {
      on: {
        "blocks.hero": { populate: { image: true } },
        "blocks.rich-text": true,
        "blocks.section": true,
        "blocks.accordion": { populate: { items: true } },
        "blocks.page-button": { populate: { page: { fields: ["slug", "title"], populate: { parent: parentChain } } } },
      },
    },
  },
};

export const POST_QUERY = { populate: { cover: true, seo: { populate: { share_image: true } } }, sort: "published_on:desc" };
