/**
 * The seed's navigation items: the uiRouterKey each one gets (the CMS's slugify of its title, unique
 * across the navigations) and the path segment it renders with. Written out so that a change to the
 * slugify, or to how the seed uses it, shows here before it reaches a database.
 * Plain Jest: no Strapi needed. Run: npx jest --config cms/tests/jest.config.cjs seed-navigation-keys
 */
import { full } from "../src/seed/data/full/content";
import { sparse } from "../src/seed/data/sparse/content";
import type { PageRefs } from "../src/seed/seed-pages";
import { navigationItemPayloads } from "../src/seed/seed-navigations";
import type { SeedProfile } from "../src/seed/seed-types";

interface Payload {
  uiRouterKey: string;
  path: string | null;
  externalPath: string | null;
  items: Payload[];
}

/** Each navigation's items, depth first, as [uiRouterKey, path or external URL]. */
const keysAndPaths = (profile: SeedProfile): Record<string, Array<[string, string | null]>> => {
  const pages: PageRefs = new Map(profile.pages.map((page) => [page.slug, { documentId: `document-of-${page.slug}` }]));
  const keys = new Set<string>();
  const flat = (items: Payload[]): Array<[string, string | null]> =>
    items.flatMap((item) => [[item.uiRouterKey, item.path ?? item.externalPath] as [string, string | null], ...flat(item.items)]);
  return Object.fromEntries(
    profile.navigations.map((navigation) => [navigation.slug, flat(navigationItemPayloads(navigation.items, pages, keys) as unknown as Payload[])]),
  );
};

test("full profile (and scale, which reuses its navigations)", () => {
  expect(keysAndPaths(full)).toEqual({
    "main-navigation": [
      ["services", "services"],
      ["digital-marketing", "digital"],
      ["search-engine-optimisation", "digital/seo"],
      ["paid-social", "digital/paid-social"],
      ["email-marketing", "digital/email-marketing"],
      ["content-marketing", "digital/content-marketing"],
      ["measurement", "digital/measurement"],
      ["brand-strategy", "brand"],
      ["our-work", "work"],
      ["harbour-pine", "harbour-and-pine"],
      ["northfield-physio", "northfield-physio"],
      ["tally", "tally"],
      ["about", "about"],
      ["our-team", "team"],
      ["blog", "/blog/"],
      ["contact", "contact"],
    ],
    "footer-navigation": [
      ["services-1", "services"],
      ["digital-marketing-1", "services/digital"],
      ["seo", "services/digital/seo"],
      ["paid-social-1", "services/digital/paid-social"],
      ["email-marketing-1", "services/digital/email-marketing"],
      ["content-marketing-1", "services/digital/content-marketing"],
      ["measurement-1", "services/digital/measurement"],
      ["brand-strategy-1", "services/brand"],
      ["our-work-1", "work"],
      ["blog-1", "/blog/"],
      ["about-us", "about"],
      ["contact-1", "contact"],
      ["careers", "https://www.linkedin.com/company/lumen-and-lark/jobs"],
    ],
    "legal-navigation": [
      ["privacy-policy", "privacy-policy"],
      ["terms-and-conditions", "terms"],
      ["cookie-policy", "cookie-policy"],
    ],
  });
});

test("sparse profile", () => {
  expect(keysAndPaths(sparse)).toEqual({
    "main-navigation": [
      ["about-us", "about"],
      ["blog", "/blog/"],
      ["contact", "contact"],
    ],
    "footer-navigation": [
      ["blog-1", "/blog/"],
      ["contact-1", "contact"],
    ],
    "legal-navigation": [["cookie-policy", "cookie-policy"]],
  });
});
