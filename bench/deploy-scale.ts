/**
 * The CDN deploy's cost for a one-post edit: `npx tsx bench/deploy-scale.ts [full] [1000 …]` (default: full 1000).
 * For each seed, the real CMS, `gatsby build` and the publisher deploying every release to a bucket on s3rver (this
 * machine, loopback): the first deploy, then three post edits, each deploy's uploaded files, bytes and time. Builds
 * in this repo's public/ and .cache, so never beside a test run (it takes the same locks). 1,000 posts: about 15 minutes.
 */
import { parseArgs } from "node:util";
import { deployScalePart, type DeploySize } from "./lib/deploy-scale";

const { positionals } = parseArgs({ allowPositionals: true });
const sizes: DeploySize[] = positionals.map((arg) => {
  if (arg !== "full" && !/^\d+$/.test(arg)) throw new Error(`a size is "full" or a number of posts, such as 1000; got "${arg}"`);
  return arg === "full" ? "full" : Number(arg);
});

deployScalePart(sizes.length > 0 ? sizes : ["full", 1000])
  .then((table) => console.log(`\ndeploy scale (one post title edit)\n${table}`))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
