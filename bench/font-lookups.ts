/**
 * Font look-ups of a first visit, unthrottled: per page of the full-seed site (English and French, the pages the
 * Lighthouse bench takes) and the blank Gatsby site, the renderer's round trips to the browser process for fonts and
 * the time in style and layout (docs/architecture.md, "Fonts").
 *   npx tsx bench/font-lookups.ts
 * Builds both sites first (a few minutes); BENCH_SITE_DIR / BENCH_BLANK_DIR serve existing builds instead.
 */
import { FONT_LOOKUP_RUNS, fontLookupPart } from "./lib/font-lookup-runs";
import { withServedSites } from "./lib/served-sites";

withServedSites(async (sites) => console.log(`Font look-ups of a first visit, ${FONT_LOOKUP_RUNS} loads per page\n${await fontLookupPart(sites)}`)).catch(
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
