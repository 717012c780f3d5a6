import type { PublisherConfig } from "../config/load-config";
import { BuildCrashedError } from "./build-crash";
import { retryWithoutDefaultCeiling } from "./heap-ceiling";

export interface SecondRun {
  /** The configuration the second run builds with. */
  config: PublisherConfig;
  /** Why it ran, as status and the log report the publish ("clean build"). */
  why: string;
  /** What an operator could change, added to the log's warning. */
  advice?: string;
  /** The second run's log file is `<build id>-<log>.log`, beside the first run's. */
  log: string;
}

/**
 * A build runs once more after the two failures that are not the site's (docs/publishing.md, "Failure reasons"):
 * it outgrew the publisher's default heap ceiling, or its process crashed. Anything else, or the second run's own
 * failure, fails the publish.
 */
export function secondRun(error: unknown, config: PublisherConfig): SecondRun | null {
  const unbounded = retryWithoutDefaultCeiling(error, config);
  if (unbounded)
    return {
      config: unbounded,
      why: `the build outgrew the default heap ceiling of ${config.buildHeapMb} MB (PUBLISHER_BUILD_HEAP_MB) and ran again without one`,
      advice: "set PUBLISHER_BUILD_HEAP_MB to a larger ceiling, or 0 for none",
      log: "no-heap-ceiling",
    };
  if (error instanceof BuildCrashedError) return { config, why: `the build process crashed (${error.signal}) and ran again`, log: "after-crash" };
  return null;
}
