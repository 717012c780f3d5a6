/**
 * What the two seed profiles publish, written out by hand from cms/src/seed/data. Tests take their
 * expected routes and fields from here, never from the product's own route rule or field lists:
 * a test that asks the code for the answer cannot catch the code being wrong.
 * When the seed changes, change this file with it.
 */
export interface SeedFixture {
  /** Site path of every published page, by slug. */
  pagePaths: Readonly<Record<string, string>>;
  /** Site path of every published blog post, by slug. */
  postPaths: Readonly<Record<string, string>>;
  /** The blog index's pages (six posts a page). */
  blogIndexPaths: readonly string[];
  /** Every French page, post and blog index page (the French site, under /fr/). */
  frenchPaths: readonly string[];
  /** The Organization JSON-LD `sameAs`, in the order the site lists the social links. */
  sameAs: readonly string[];
  /** The configuration's contact links as the footer must render them (tel: without spaces). */
  contact: readonly { text: string; href: string }[];
}

export const FULL_SEED: SeedFixture = {
  pagePaths: {
    home: "/",
    services: "/services/",
    digital: "/services/digital/",
    seo: "/services/digital/seo/",
    "paid-social": "/services/digital/paid-social/",
    "email-marketing": "/services/digital/email-marketing/",
    "content-marketing": "/services/digital/content-marketing/",
    measurement: "/services/digital/measurement/",
    brand: "/services/brand/",
    about: "/about/",
    team: "/about/team/",
    contact: "/contact/",
    "privacy-policy": "/privacy-policy/",
    terms: "/terms/",
    "cookie-policy": "/cookie-policy/",
    work: "/work/",
    "harbour-and-pine": "/work/harbour-and-pine/",
    "northfield-physio": "/work/northfield-physio/",
    tally: "/work/tally/",
  },
  postPaths: {
    "when-to-refresh-your-brand": "/blog/when-to-refresh-your-brand/",
    "local-seo-for-service-businesses": "/blog/local-seo-for-service-businesses/",
    "paid-social-on-a-small-budget": "/blog/paid-social-on-a-small-budget/",
    "build-a-content-calendar-you-will-keep": "/blog/build-a-content-calendar-you-will-keep/",
    "measuring-marketing-that-matters": "/blog/measuring-marketing-that-matters/",
    "cookie-consent-without-losing-your-data": "/blog/cookie-consent-without-losing-your-data/",
    "email-marketing-is-not-dead": "/blog/email-marketing-is-not-dead/",
    "marketing-with-a-small-team": "/blog/marketing-with-a-small-team/",
    "how-to-brief-an-agency": "/blog/how-to-brief-an-agency/",
  },
  blogIndexPaths: ["/blog/", "/blog/page/2/"],
  frenchPaths: [
    "/fr/",
    "/fr/services/",
    "/fr/services/numerique/",
    "/fr/services/numerique/seo/",
    "/fr/services/numerique/publicite-sociale/",
    "/fr/services/numerique/emailing/",
    "/fr/services/numerique/marketing-de-contenu/",
    "/fr/services/numerique/mesure/",
    "/fr/services/strategie-de-marque/",
    "/fr/a-propos/",
    "/fr/a-propos/equipe/",
    "/fr/contact/",
    "/fr/confidentialite/",
    "/fr/conditions-utilisation/",
    "/fr/politique-cookies/",
    "/fr/realisations/",
    "/fr/realisations/harbour-and-pine/",
    "/fr/realisations/northfield-physio/",
    "/fr/realisations/tally/",
    "/fr/blog/quand-renouveler-votre-marque/",
    "/fr/blog/seo-local-entreprises-de-services/",
    "/fr/blog/consentement-cookies-sans-perdre-vos-donnees/",
    "/fr/blog/",
  ],
  sameAs: ["https://www.instagram.com/lumenandlark", "https://www.linkedin.com/company/lumen-and-lark", "https://www.facebook.com/lumenandlark"],
  contact: [
    { text: "hello@lumenandlark.co.uk", href: "mailto:hello@lumenandlark.co.uk" },
    { text: "+44 20 7946 0321", href: "tel:+442079460321" },
  ],
};

const SPARSE_SEED: SeedFixture = {
  pagePaths: {
    home: "/",
    about: "/about/",
    contact: "/contact/",
    "cookie-policy": "/cookie-policy/",
  },
  postPaths: {
    "welcome-to-our-blog": "/blog/welcome-to-our-blog/",
  },
  blogIndexPaths: ["/blog/"],
  frenchPaths: [],
  sameAs: [],
  contact: [],
};

export function seedFixture(profile: string): SeedFixture {
  if (profile === "full") return FULL_SEED;
  if (profile === "sparse") return SPARSE_SEED;
  throw new Error(`no seed fixture for profile "${profile}" (full or sparse)`);
}

/** The path a seeded page is expected at; an unknown slug means the fixture is out of date. */
export function seededPagePath(slug: string, fixture: SeedFixture = FULL_SEED): string {
  const path = fixture.pagePaths[slug];
  if (!path) throw new Error(`page "${slug}" is not in tests/support/seed-fixture.ts: add it with its expected path`);
  return path;
}
