/**
 * Page weight as a browser sees it: JS and CSS (gzip) downloaded until load + 2 s for each template of the
 * full-seed site, beside a blank Gatsby site of the same version built and served the same way in this run.
 *   npx tsx bench/page-weight.ts
 * Builds both sites first (a few minutes); BENCH_SITE_DIR / BENCH_BLANK_DIR serve existing builds instead.
 */
import { pageWeightPart } from "./lib/page-weight";
import { withServedSites } from "./lib/served-sites";

withServedSites(async (sites) => console.log(`page weight (load + 2 s, fresh cache)\n${await pageWeightPart(sites)}`)).catch((error) => {
  console.error(error);
  process.exit(1);
});
