import { TIMESTAMP_TEXTS, type FieldText, type ModelLayout } from "./layout-types";

/** What deleting or unpublishing one that posts use does: refused, naming the posts (src/guards/used-by-posts.ts). */
const IN_USE = "It cannot be unpublished or deleted while posts use it.";

const term = (uid: string, noun: string, listing: string): ModelLayout => {
  const name: FieldText = { label: "Name", description: `The ${noun}'s name, on its page (${listing}) and on the posts that have it. ${IN_USE}` };
  return {
    kind: "content-type",
    uid,
    fields: {
      name,
      slug: {
        label: "Slug",
        description: `The ${noun}'s web address: ${listing}. Follows the name until it is first published or you type your own; changing it once published records a redirect from the old address.`,
      },
      description: {
        label: "Description",
        description: `Optional: one or two sentences under the ${noun}'s name on its page, also its description for search engines.`,
      },
      ...TIMESTAMP_TEXTS,
    },
    list: ["name", "slug", "updatedAt"],
    sort: { by: "name", order: "ASC" },
    editOrder: ["name", "slug", "description"],
  };
};

export const CATEGORY_LAYOUT = term("api::category.category", "category", "/blog/category/<slug>/");
export const TAG_LAYOUT = term("api::tag.tag", "tag", "/blog/tag/<slug>/");

export const AUTHOR_LAYOUT: ModelLayout = {
  kind: "content-type",
  uid: "api::author.author",
  fields: {
    name: {
      label: "Name",
      description: `The person's full name, under the title of their posts and on their page. The same in every language. ${IN_USE}`,
    },
    slug: {
      label: "Slug",
      description:
        "Their page's web address: /blog/author/<slug>/, the same in every language. Follows the name until first published; changing it once published records a redirect from the old address.",
    },
    role: { label: "Role", description: "Optional: their job title, e.g. Head of Search, shown after their name. Translated like the bio." },
    bio: { label: "Bio", description: "Optional: two or three sentences about them, on their page." },
    portrait: {
      label: "Portrait",
      description: "Optional: a square photo, shown round beside their name. The same in every language. Describe it in the media library's alternative text.",
    },
    ...TIMESTAMP_TEXTS,
  },
  list: ["name", "slug", "role", "updatedAt"],
  sort: { by: "name", order: "ASC" },
  editOrder: ["name", "slug", "role", "portrait", "bio"],
};
