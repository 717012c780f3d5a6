import { SEO_TEXT, TIMESTAMP_TEXTS, type ModelLayout } from "./layout-types";

export const PAGE_LAYOUT: ModelLayout = {
  kind: "content-type",
  uid: "api::page.page",
  fields: {
    title: { label: "Title", description: "The page's main heading and the title in the browser tab. Navigation items that link here show it too." },
    slug: {
      label: "Slug",
      description:
        'The page\'s part of the web address, after its parent\'s (for example "digital" in /services/digital/). Follows the title until the page is first published or you type your own. The home page is the page "home" without a parent.',
    },
    parent: { label: "Parent page", description: "Optional: puts this page under another one (/parent/this-page/). At most two levels of parents." },
    seo: SEO_TEXT,
    content: {
      label: "Content",
      description:
        "The blocks of the page, top to bottom: hero, rich text, accordion, page button, section, services, case studies, testimonials, client logos, stats, team, text and image, consultation band, contact details, enquiry form.",
    },
    ...TIMESTAMP_TEXTS,
  },
  list: ["title", "slug", "parent", "updatedAt"],
  // The content is what editors come for; search and sharing is optional and comes last.
  editOrder: ["title", "slug", "parent", "content", "seo"],
  sort: { by: "updatedAt", order: "DESC" },
};
