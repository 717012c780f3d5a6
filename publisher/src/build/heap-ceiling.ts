import type { PublisherConfig } from "../config/load-config";
import { StageError } from "./stage-error";

/**
 * The V8 heap ceiling the publisher gives the site build (docs/publishing.md, "The build's memory"): the operator's
 * PUBLISHER_BUILD_HEAP_MB, else the publisher's default; none when that is 0 or NODE_OPTIONS has its own.
 */
export function heapCeilingMb(config: Pick<PublisherConfig, "buildHeapMb">, nodeOptions: string | undefined): number | null {
  if (config.buildHeapMb <= 0 || /--max-old-space-size/.test(nodeOptions ?? "")) return null;
  return config.buildHeapMb;
}

/** The build ran out of V8 heap; `ceilingMb` is the publisher's ceiling it ran under, null when none. */
export class BuildOutOfMemoryError extends StageError {
  constructor(
    message: string,
    logTail: string[],
    readonly ceilingMb: number | null,
  ) {
    super("build", message, logTail);
  }
}

/**
 * A build that outgrew the publisher's *default* ceiling runs once more without one, so that a site grown past it
 * still goes live; an operator's own ceiling is a decision, and a build over it fails (its reason names the setting).
 * Returns the configuration for that second run, or null when the error is not that case.
 */
export function retryWithoutDefaultCeiling(error: unknown, config: PublisherConfig): PublisherConfig | null {
  if (!(error instanceof BuildOutOfMemoryError) || error.ceilingMb === null || !config.buildHeapIsDefault) return null;
  return { ...config, buildHeapMb: 0 };
}
