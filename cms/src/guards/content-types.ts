/** The content types the edit guards watch (docs/content-model.md, "What the CMS refuses"). */
export const PAGE = "api::page.page";
export const BLOG_POST = "api::blog-post.blog-post";
export const CONFIGURATION = "api::configuration.configuration";

/** A refusal tied to one field: the content manager shows the message and marks that field in the form. */
export const fieldError = (path: Array<string | number>, message: string) => ({ errors: [{ path: path.map(String), message, name: "ValidationError" }] });
