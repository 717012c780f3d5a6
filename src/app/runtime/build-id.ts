/** The id of the build this bundle belongs to (inlined by webpack from GATSBY_BUILD_ID at build time). */
export const CURRENT_BUILD_ID: string = process.env.GATSBY_BUILD_ID || "development";
