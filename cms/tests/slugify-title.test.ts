/**
 * The CMS's one slugify (the admin's slug-follows-title rule, the seed's navigation keys) slugifies titles
 * as Strapi's uid generator does (@sindresorhus/slugify 1.1.0 with its defaults); the expected slugs are
 * that library's answers.
 * Plain Jest: no Strapi needed. Run: npx jest --config cms/tests/jest.config.cjs slugify-title
 */
import { slugifyTitle } from "../src/lib/slugify-title";

describe("slugifyTitle", () => {
  test.each([
    ["Paid social: 5 ideas!", "paid-social-5-ideas"],
    ["Paid social on a small budget", "paid-social-on-a-small-budget"],
    ["  --Hello,   World--  ", "hello-world"],
    ["Lumen & Lark", "lumen-and-lark"],
    ["Crème brûlée à la carte", "creme-brulee-a-la-carte"],
    ["Über Größe", "ueber-groesse"],
    ["Ærøskøbing Œuvre Łódź", "a-eroskobing-oeuvre-lodz"],
    ["SEO for iPhone apps", "seo-for-i-phone-apps"],
    ["HTML5 and CSS3", "html-5-and-css-3"],
    ["Q3 2026 report (draft)", "q3-2026-report-draft"],
    ["What's new?", "what-s-new"],
    ["", ""],
    ["?!", ""],
  ])("%j → %j", (title, slug) => {
    expect(slugifyTitle(title)).toBe(slug);
  });
});
