/**
 * Layout shifts of real slow loads: each page of the full-seed site loaded 10 times (LAYOUT_SHIFT_RUNS) by a
 * first-time visitor on a throttled phone profile, every shift and the elements that moved.
 *   npx tsx bench/layout-shift.ts
 * Builds the site first (a few minutes); BENCH_SITE_DIR serves an existing build instead.
 */
import { LAYOUT_SHIFT_RUNS, layoutShiftPart } from "./lib/layout-shift-runs";
import { withServedSites } from "./lib/served-sites";

withServedSites(async (sites) => console.log(`Layout shifts, ${LAYOUT_SHIFT_RUNS} loads per page\n${await layoutShiftPart(sites.site)}`)).catch((error) => {
  console.error(error);
  process.exit(1);
});
