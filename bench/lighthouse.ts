/**
 * Lighthouse (mobile, the package's default config) on the project's Chromium, median of 3 runs (LIGHTHOUSE_RUNS=10 for ten), for the home,
 * a nested page, a post, the blog index and contact of the full-seed site, in English and French, and the blank Gatsby
 * site's home. LIGHTHOUSE_CPU_SLOWDOWN=8 doubles Lighthouse's 4× CPU slowdown; each run's long tasks are printed.
 *   npx tsx bench/lighthouse.ts
 * Builds both sites first (a few minutes); BENCH_SITE_DIR / BENCH_BLANK_DIR serve existing builds instead.
 */
import { CPU_SLOWDOWN, LIGHTHOUSE_RUNS, lighthousePart } from "./lib/lighthouse-runs";
import { withServedSites } from "./lib/served-sites";

withServedSites(async (sites) =>
  console.log(`Lighthouse mobile, ${CPU_SLOWDOWN}× CPU slowdown, median of ${LIGHTHOUSE_RUNS}\n${await lighthousePart(sites)}`),
).catch((error) => {
  console.error(error);
  process.exit(1);
});
