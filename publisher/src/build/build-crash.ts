import { StageError } from "./stage-error";

/**
 * Signals a build dies of on its own, a fault in native code (a Node addon, V8, the C library), which the publisher
 * never sends: it stops a build over its time limit with SIGTERM and SIGKILL. SIGABRT is left out: it is how V8 ends a
 * heap out of memory, which has its own handling (heap-ceiling.ts). A shell between the publisher and the process
 * reports the signal as exit code 128 + its number.
 */
const CRASH_SIGNALS: Readonly<Record<string, number>> = { SIGILL: 4, SIGBUS: 7, SIGFPE: 8, SIGSEGV: 11 };

/** The crash signal a build process ended by, or null when it ended any other way. */
export function crashSignal(result: { exitCode: number | null; signal: string | null }): string | null {
  if (result.signal !== null && result.signal in CRASH_SIGNALS) return result.signal;
  const bySignal = Object.entries(CRASH_SIGNALS).find(([, number]) => result.exitCode === 128 + number);
  return bySignal ? bySignal[0] : null;
}

/**
 * The build process crashed. Seen here once in a fresh-clone test run: `gatsby build` ended by a segmentation fault
 * after "Done building", a known class of native crash at exit that does not recur. So such a build runs once more
 * (docs/publishing.md, "Failure reasons"); a second crash fails the publish with this reason.
 */
export class BuildCrashedError extends StageError {
  constructor(
    message: string,
    logTail: string[],
    readonly signal: string,
  ) {
    super("build", message, logTail);
  }
}
