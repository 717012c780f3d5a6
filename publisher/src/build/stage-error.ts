import type { BuildStage } from "../status/status-types";

/** A failure at a known stage of the checked build, with what the build printed last. */
export class StageError extends Error {
  constructor(
    readonly stage: BuildStage,
    message: string,
    readonly logTail: string[] = [],
    /** The build command ran out of its JavaScript heap (a cold build may run again without its ceiling). */
    readonly outOfMemory = false,
  ) {
    super(message);
  }
}
