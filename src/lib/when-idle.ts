interface IdleOptions {
  /** At the latest after this long, idle or not (requestIdleCallback's timeout); no limit when absent. */
  readonly timeoutMs?: number;
  /** The timer's delay where there is no requestIdleCallback (Safari, jsdom). */
  readonly fallbackMs: number;
}

/**
 * Runs `task` when the browser has nothing else to do: the one way the site puts off work that no visitor waits for
 * (the update check's start, docs/runtime.md; the scroll reveal's chunk).
 */
export function whenIdle(task: () => void, { timeoutMs, fallbackMs }: IdleOptions): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(task, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
  else window.setTimeout(task, fallbackMs);
}
