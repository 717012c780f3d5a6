/**
 * Lighthouse (mobile, the package's default config) on the project's Chromium, median of 3 runs (LIGHTHOUSE_RUNS=10 for ten), for the home,
 * a nested page, a post and the blog index of the full-seed site, and the blank Gatsby site's home.
 *   npx tsx bench/lighthouse.ts
 * Builds both sites first (a few minutes); BENCH_SITE_DIR / BENCH_BLANK_DIR serve existing builds instead.
 */
import { LIGHTHOUSE_RUNS, lighthousePart } from "./lib/lighthouse-runs";
import { withServedSites } from "./lib/served-sites";

withServedSites(async (sites) => console.log(`Lighthouse mobile, median of ${LIGHTHOUSE_RUNS}\n${await lighthousePart(sites)}`)).catch((error) => {
  console.error(error);
  process.exit(1);
});
