import type { UID } from "@strapi/strapi";

/** The kinds the publisher's content record names, and the content types they are. */
export const KIND_UIDS = {
  page: "api::page.page",
  "blog-post": "api::blog-post.blog-post",
  configuration: "api::configuration.configuration",
} as const satisfies Record<string, UID.ContentType>;

export type EntryKind = keyof typeof KIND_UIDS;

export const isEntryKind = (value: string): value is EntryKind => Object.hasOwn(KIND_UIDS, value);
