/**
 * The one definition of what the site asks Strapi for, per type: gatsby-source-strapi's
 * `queryParams` and the CMS tests' requests use these same objects, so a test of the CMS checks
 * exactly the data the site builds from.
 *
 * Populates are written per type (the plugin has no deep populate); a relation inside a
 * dynamic-zone component needs the `on` form. A page's parent arrives as an embedded copy (the
 * plugin does not link reserved names), so three levels are populated: enough for the deepest
 * allowed path and to notice one level too many. A page button's page is linked by documentId,
 * so its slug and title are enough; so are the pages of calls to action, services and case studies.
 * Every related page also brings its `locale`: the source plugin's node id of a related copy includes it (patches/),
 * so a French page's button links the French target, and the copy's path is the French one.
 */
const PAGE_FIELDS = ["slug", "title", "locale"];

const PARENT_CHAIN = {
  fields: PAGE_FIELDS,
  populate: { parent: { fields: PAGE_FIELDS, populate: { parent: { fields: PAGE_FIELDS } } } },
};

const LINKED_PAGE = { fields: PAGE_FIELDS };
const CALL_TO_ACTION = { populate: { page: LINKED_PAGE } };

export const PAGE_QUERY = {
  populate: {
    parent: PARENT_CHAIN,
    seo: { populate: { share_image: true } },
    content: {
      on: {
        "blocks.hero": { populate: { image: true, primary_cta: CALL_TO_ACTION, secondary_cta: CALL_TO_ACTION } },
        "blocks.rich-text": true,
        "blocks.accordion": { populate: { items: true } },
        "blocks.page-button": { populate: { page: LINKED_PAGE } },
        "blocks.section": true,
        "blocks.services": { populate: { items: { populate: { page: LINKED_PAGE } } } },
        "blocks.case-studies": { populate: { items: { populate: { results: true, image: true, page: LINKED_PAGE } } } },
        "blocks.testimonials": { populate: { items: { populate: { portrait: true } } } },
        "blocks.logo-wall": { populate: { logos: true } },
        "blocks.stats": { populate: { items: true } },
        "blocks.team": { populate: { members: { populate: { portrait: true } } } },
        "blocks.text-image": { populate: { image: true } },
        "blocks.cta-band": true,
        "blocks.contact": true,
        "blocks.enquiry-form": true,
      },
    },
  },
};

/**
 * A post's author, category and tags arrive as copies with these fields; the site also sources those types in full
 * (their nodes replace the copies: same id, from documentId and locale), so a post links the complete entry.
 */
const TAXONOMY_LINK = { fields: ["name", "slug", "locale"] };

export const BLOG_POST_QUERY = {
  populate: { cover: true, seo: { populate: { share_image: true } }, author: TAXONOMY_LINK, category: TAXONOMY_LINK, tags: TAXONOMY_LINK },
};

/** Categories and tags have no media or relations: their own fields are all there is. */
export const CATEGORY_QUERY = {};
export const TAG_QUERY = {};
/** An author's portrait is shown on their page and their posts. */
export const AUTHOR_QUERY = { populate: { portrait: true } };

export const CONFIGURATION_QUERY = {
  populate: {
    structured_data_logo: true,
    meta_og_image: true,
    post_call_to_action: true,
    enquiries: { populate: { needs: true, budgets: true, privacy_page: LINKED_PAGE } },
  },
};
