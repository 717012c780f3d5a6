import type { BuildEnv } from "../env";
import { LOCALE_CODES } from "../../../cms/src/contract/locales";
import { AUTHOR_QUERY, BLOG_POST_QUERY, CATEGORY_QUERY, CONFIGURATION_QUERY, PAGE_QUERY, TAG_QUERY } from "./strapi-populate";

/**
 * What gatsby-source-strapi fetches: the types the site renders (pages, posts, the blog's categories, tags and authors, the
 * configuration), populated as strapi-populate.ts says, each in
 * every locale of the site (`locales` is our patch's option: patches/gatsby-source-strapi+5.0.4.patch fetches a type
 * once per locale and keeps each translation as its own node). The preview server asks for drafts (Strapi 5's
 * `status`), with the preview secret that the CMS's content API wants before it serves a draft; the navigations are
 * sourced as they always are.
 */
export function strapiSourceOptions(env: BuildEnv) {
  const draft = env.contentStatus === "draft";
  const status = draft ? { status: "draft" } : {};
  const locales = [...LOCALE_CODES];
  return {
    ...(draft && env.previewSecret ? { headers: { "X-Preview-Secret": env.previewSecret } } : {}),
    apiURL: env.strapiUrl,
    accessToken: env.strapiToken,
    version: 5,
    maxParallelRequests: 4,
    collectionTypes: [
      { singularName: "page", locales, queryParams: { ...PAGE_QUERY, ...status } },
      { singularName: "blog-post", locales, queryParams: { ...BLOG_POST_QUERY, ...status } },
      { singularName: "category", locales, queryParams: { ...CATEGORY_QUERY, ...status } },
      { singularName: "tag", locales, queryParams: { ...TAG_QUERY, ...status } },
      { singularName: "author", locales, queryParams: { ...AUTHOR_QUERY, ...status } },
    ],
    singleTypes: [{ singularName: "configuration", locales, queryParams: { ...CONFIGURATION_QUERY, ...status } }],
  };
}
