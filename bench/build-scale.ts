/**
 * Build scale alone: `npx tsx bench/build-scale.ts [sizes…]` (default 100 1000 5000 posts). Each size boots a CMS
 * seeded with the `scale` profile and runs the publisher from a clean Gatsby cache, in this repo's public/ and
 * .cache (so never beside a test run: it takes the same locks). 5,000 posts take the better part of an hour on 2 cores.
 * PUBLISHER_BUILD_HEAP_MB=N gives every build of the bench's publisher that heap ceiling (0: none) instead of its default.
 */
import { parseArgs } from "node:util";
import { buildScalePart } from "./lib/build-scale";

const { positionals } = parseArgs({ allowPositionals: true });
const sizes = positionals.map((arg) => {
  if (!/^\d+$/.test(arg)) throw new Error(`a size is a number of posts, such as 1000; got "${arg}"`);
  return Number(arg);
});

buildScalePart(sizes.length > 0 ? sizes : [100, 1000, 5000])
  .then((table) => console.log(`\nbuild scale\n${table}`))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
