import slugify from "@sindresorhus/slugify";

/**
 * The CMS's one slugify (the admin's slug-follows-title rule and the seed's navigation keys): a title as
 * the slug Strapi's uid generator makes of it. The content manager's uid service runs
 * @sindresorhus/slugify 1.1.0 with its defaults, so this uses the same library at the same version.
 * "Paid social: 5 ideas!" → "paid-social-5-ideas".
 */
export const slugifyTitle = (title: string): string => slugify(title);
