import slugify from "@sindresorhus/slugify";

/**
 * A title as the slug Strapi's uid generator makes of it: the content manager's uid service runs
 * @sindresorhus/slugify 1.1.0 with its defaults, so the admin uses the same library at the same version.
 * "Paid social: 5 ideas!" → "paid-social-5-ideas".
 */
export const slugifyTitle = (title: string): string => slugify(title);
