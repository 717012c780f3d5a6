/**
 * The site's route rule as the CMS applies it (src/lib/page-path.ts, which the CMS cannot import): a page's path is
 * its slug under its parents' slugs, the page `home` without a parent is `/`, a post is at `/blog/<slug>/`, and every
 * path ends with a slash.
 */
export const pagePathOf = (slugs: string[]): string => (slugs.length === 1 && slugs[0] === "home" ? "/" : `/${slugs.join("/")}/`);

export const blogPostPathOf = (slug: string): string => `/blog/${slug}/`;

/** The site allows three levels (docs/content-model.md); a walk up the parents stops after a few more, on a cycle. */
export const MAX_PARENT_WALK = 6;
