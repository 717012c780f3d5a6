/** The content types whose documents the site renders, by the kind the publisher's content record uses. */
export const SITE_KINDS = {
  "api::page.page": "page",
  "api::blog-post.blog-post": "blog-post",
  "api::category.category": "category",
  "api::tag.tag": "tag",
  "api::author.author": "author",
  "api::configuration.configuration": "configuration",
} as const satisfies Record<string, string>;

/** The one single type among them: the content manager edits it under single-types/, without a document id. */
export const SINGLE_TYPE = "api::configuration.configuration";

/** A kind's content type (the reverse of SITE_KINDS), or null for one the content manager does not edit (a navigation). */
export function contentTypeOf(kind: string): string | null {
  return Object.entries(SITE_KINDS).find(([, each]) => each === kind)?.[0] ?? null;
}
