import type { BuildStage } from "../status/status-types";

/** A failure at a known stage of the checked build, with what the build printed last. */
export class StageError extends Error {
  constructor(
    readonly stage: BuildStage,
    message: string,
    readonly logTail: string[] = [],
  ) {
    super(message);
  }
}
