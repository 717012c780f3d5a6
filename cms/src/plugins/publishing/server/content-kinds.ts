import type { UID } from "@strapi/strapi";

/** The kinds the publisher's content record names, and the content types they are. */
export const KIND_UIDS = {
  page: "api::page.page",
  "blog-post": "api::blog-post.blog-post",
  category: "api::category.category",
  tag: "api::tag.tag",
  author: "api::author.author",
  configuration: "api::configuration.configuration",
} as const satisfies Record<string, UID.ContentType>;

export type EntryKind = keyof typeof KIND_UIDS;

export const isEntryKind = (value: string): value is EntryKind => Object.hasOwn(KIND_UIDS, value);

/** The field editors know an entry by: categories, tags and authors have a name, pages and posts a title. */
export const labelField = (kind: EntryKind): "title" | "name" => (kind === "category" || kind === "tag" || kind === "author" ? "name" : "title");
