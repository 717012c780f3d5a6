/** The content types the edit guards watch (docs/content-model.md, "What the CMS refuses"). */
export const PAGE = "api::page.page";
export const BLOG_POST = "api::blog-post.blog-post";
export const CONFIGURATION = "api::configuration.configuration";
/** The blog's categories, tags and authors, which posts link. */
export const CATEGORY = "api::category.category";
export const TAG = "api::tag.tag";
export const AUTHOR = "api::author.author";

/** A refusal tied to one field: the content manager shows the message and marks that field in the form. */
export const fieldError = (path: Array<string | number>, message: string) => ({ errors: [{ path: path.map(String), message, name: "ValidationError" }] });
