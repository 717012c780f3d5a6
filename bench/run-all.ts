/**
 * `npm run bench`: every benchmark (page weight, first-load JS, Lighthouse, font look-ups, publish → live, build scale, draft preview) in one run, printed and appended as a dated section to
 * bench/RESULTS.md. The site and the blank Gatsby site are built once and served to every part.
 */
import { appendFileSync, existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildScalePart } from "./lib/build-scale";
import { FONT_LOOKUP_RUNS, fontLookupPart } from "./lib/font-lookup-runs";
import { LIGHTHOUSE_RUNS, lighthousePart } from "./lib/lighthouse-runs";
import { describeMachine, packageVersion } from "./lib/machine";
import { pageWeightPart } from "./lib/page-weight";
import { withServedSites } from "./lib/served-sites";

const RESULTS = join(__dirname, "RESULTS.md");
const RESULTS_INTRO = "# Benchmark results\n\nAppended by `npm run bench` (bench/README.md says what each table measures). Newest last.\n";

async function main(): Promise<void> {
  const started = Date.now();
  const sections: string[] = [];
  // Each part's table is printed as soon as it is done, so a later failure does not lose it.
  const add = (section: string) => {
    sections.push(section);
    console.log(`\n${section}\n`);
  };
  await withServedSites(async (sites) => {
    add(
      `### Page weight (JS and CSS a browser downloads until load + 2 s, gzip level 9; blank Gatsby ${sites.gatsbyVersion} as reference)\n\n${await pageWeightPart(sites)}`,
    );
    add(`### Lighthouse ${packageVersion("lighthouse")} mobile (default config), median of ${LIGHTHOUSE_RUNS} runs\n\n${await lighthousePart(sites)}`);
    add(`### Font look-ups of a first visit, ${FONT_LOOKUP_RUNS} loads per page\n\n${await fontLookupPart(sites)}`);
  });
  // The sizes bench/RESULTS.md compares runs at; BENCH_SCALE_SIZES=100,1000 runs fewer (5,000 posts alone take the better part of an
  // hour), BENCH_SCALE_SIZES=none skips the part (its figures then come from `npx tsx bench/build-scale.ts`).
  const sizes = (process.env.BENCH_SCALE_SIZES ?? "100,1000,5000")
    .split(",")
    .filter((size) => /^\d+$/.test(size))
    .map(Number);
  const scaleTitle = "### Build scale (the `scale` seed profile: the full seed + N generated posts, each with its own cover, + 50 pages)";
  add(`${scaleTitle}\n\n${sizes.length > 0 ? await buildScalePart(sizes) : "not run this time (BENCH_SCALE_SIZES=none)"}`);
  const report = [`## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`, describeMachine(), ...sections].join("\n\n");
  console.log(`\n${report}\n\n(whole run, with any wait for the test lock: ${((Date.now() - started) / 60_000).toFixed(1)} min)`);
  if (!existsSync(RESULTS)) writeFileSync(RESULTS, RESULTS_INTRO);
  appendFileSync(RESULTS, `\n${report}\n`);
  console.log(`appended to ${RESULTS}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
