/** The two Cache-Control values of Gatsby's caching guide, written out so the tests do not echo the code's constants. */
export const REVALIDATE = "public, max-age=0, must-revalidate";
export const IMMUTABLE = "public, max-age=31536000, immutable";
