import os from "node:os";
import type { PublisherConfig } from "../config/load-config";
import { heapCeilingMb } from "./heap-ceiling";

/**
 * The site build's environment: the publisher's own, plus the contract with the site
 * (BUILD_ID goes into builds/latest.json; STRAPI_URL/STRAPI_TOKEN feed the source plugin).
 */
export function buildEnv(
  config: PublisherConfig,
  buildId: string,
  base: NodeJS.ProcessEnv = process.env,
  cpus: number = os.availableParallelism(),
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...base,
    BUILD_ID: buildId,
    STRAPI_URL: config.strapiUrl,
    STRAPI_TOKEN: config.strapiToken,
    GATSBY_TELEMETRY_DISABLED: "1",
    // Types are for developers' type checks; a publish would pay for them on every build.
    SITE_TYPEGEN: base.SITE_TYPEGEN ?? "false",
  };
  if (config.gtmId) env.GATSBY_GTM_ID = config.gtmId;
  // Gatsby gives its workers (queries, sharp, terser) one core less than it counts, at least one: with two cores or
  // fewer that is one worker whatever it counts. Counting one only moves the page queries into the build's own
  // process, which saves a publish the worker's load of every node and its restart before HTML (docs/publishing.md).
  if (base.GATSBY_CPU_COUNT === undefined && cpus <= 2) env.GATSBY_CPU_COUNT = "1";
  // The build writes to a log file, not a terminal. Outside CI, Gatsby's default is its terminal UI (ink), which loads
  // a layout engine into every Gatsby process and redraws on each progress tick: 0.5 s of CPU in the build's process
  // and 0.3 s in its worker per warm build at 1,000 posts (CPU profiles, bench/RESULTS.md), and cursor escapes in the
  // log the Publishing page shows. Its line logger is what CI gets already.
  env.GATSBY_LOGGER = base.GATSBY_LOGGER ?? "yurnalist";
  // glibc's malloc keeps freed memory for reuse: in an arena per allocating thread (up to 8 per core), and, once
  // large blocks have been freed, it raises the size from which a block gets its own mapping (returned on free) up to
  // 32 MB. sharp decodes and resizes the covers on libuv's threads inside the build's own process, so without these
  // caps freed image buffers stay in the build's memory to its end: about 250 MB of the cold build's peak at 5,000
  // posts (docs/publishing.md, "The build's memory"). musl and other allocators ignore both variables.
  env.MALLOC_ARENA_MAX = base.MALLOC_ARENA_MAX ?? "2";
  env.MALLOC_MMAP_THRESHOLD_ = base.MALLOC_MMAP_THRESHOLD_ ?? String(1024 * 1024);
  // The heap ceiling (PUBLISHER_BUILD_HEAP_MB or the default, docs/publishing.md), unless NODE_OPTIONS has one already.
  const ceiling = heapCeilingMb(config, base.NODE_OPTIONS);
  if (ceiling !== null) env.NODE_OPTIONS = `${base.NODE_OPTIONS ?? ""} --max-old-space-size=${ceiling}`.trim();
  // The site build has no business with the webhook secret.
  delete env.PUBLISHER_WEBHOOK_TOKEN;
  return env;
}
