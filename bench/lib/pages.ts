/** A page the benchmarks load: what the tables call it and its path on the served site. */
export interface BenchPage {
  label: string;
  path: string;
  /** Weighed only: Lighthouse and the layout-shift runs take the four pages the performance targets name. */
  weightOnly?: true;
}

/** The phone the browser benches load pages on (Lighthouse's mobile preset's screen: 412 × 823 at 1.75×, touch). */
export const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 } as const;

/** The blank Gatsby site's home: the reference every ratio is taken against. */
export const BLANK_HOME: BenchPage = { label: "blank Gatsby", path: "/" };

/**
 * One page per template of the full seed, the contact page (its enquiry form's code loads at once), the same five in
 * French (the second language's pages carry their own words in their page data), and a missing path for the 404 page.
 */
export const SITE_PAGES: BenchPage[] = [
  { label: "home", path: "/" },
  { label: "nested page", path: "/services/digital/seo/" },
  { label: "post", path: "/blog/paid-social-on-a-small-budget/" },
  { label: "blog index", path: "/blog/" },
  { label: "contact (enquiry form)", path: "/contact/" },
  { label: "home (fr)", path: "/fr/" },
  { label: "nested page (fr)", path: "/fr/services/numerique/seo/" },
  { label: "post (fr)", path: "/fr/blog/quand-renouveler-votre-marque/" },
  { label: "blog index (fr)", path: "/fr/blog/" },
  { label: "contact (fr)", path: "/fr/contact/" },
  { label: "404", path: "/bench-no-such-page/", weightOnly: true },
];

/** The pages the performance targets name: every one of SITE_PAGES but the weighed-only 404. */
export const MEASURED_PAGES: BenchPage[] = SITE_PAGES.filter((page) => !page.weightOnly);
