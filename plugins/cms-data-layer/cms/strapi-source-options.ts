import type { BuildEnv } from "../env";
import { BLOG_POST_QUERY, CONFIGURATION_QUERY, PAGE_QUERY } from "./strapi-populate";

/** What gatsby-source-strapi fetches: the three types the site renders, populated as strapi-populate.ts says. */
export function strapiSourceOptions(env: BuildEnv) {
  return {
    apiURL: env.strapiUrl,
    accessToken: env.strapiToken,
    version: 5,
    maxParallelRequests: 4,
    collectionTypes: [
      { singularName: "page", queryParams: PAGE_QUERY },
      { singularName: "blog-post", queryParams: BLOG_POST_QUERY },
    ],
    singleTypes: [{ singularName: "configuration", queryParams: CONFIGURATION_QUERY }],
  };
}
