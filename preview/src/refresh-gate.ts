/**
 * Between a draft save reaching the preview and `gatsby develop` having sourced it, a page loaded would
 * show the previous draft — and if its hot-reload socket connects after the update went out, it stays
 * stale. So page loads wait at this gate while a refresh is under way (docs/preview.md), never longer
 * than `maxWaitMs`: a refresh that never reports back must not hang the preview.
 */
export interface RefreshGate {
  /** A save arrived: page loads wait from now on. */
  close(): void;
  /** The save is in the pages (or gave up): waiting page loads go on. */
  open(): void;
  /** Resolves at once when open. */
  passed(): Promise<void>;
  readonly isOpen: boolean;
}

export function createRefreshGate(maxWaitMs: number): RefreshGate {
  let waiting: { promise: Promise<void>; release: () => void; timer: NodeJS.Timeout } | null = null;
  const open = () => {
    if (!waiting) return;
    clearTimeout(waiting.timer);
    waiting.release();
    waiting = null;
  };
  return {
    close() {
      if (waiting) return;
      let release = () => {};
      const promise = new Promise<void>((resolve) => (release = resolve));
      waiting = { promise, release, timer: setTimeout(open, maxWaitMs) };
    },
    open,
    passed: () => waiting?.promise ?? Promise.resolve(),
    get isOpen() {
      return waiting === null;
    },
  };
}
