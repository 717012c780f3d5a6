import { DebouncedSingleFlight } from "@agency/shared/debounced-single-flight";

/**
 * Folds a burst of draft saves (an editor saving twice, a publish right after a save) into one call of
 * Gatsby's refresh endpoint: waits `quietMs` after the last call, and never runs two at once — a call
 * during a run schedules exactly one more. The rule is the publisher's build queue's
 * (shared/debounced-single-flight.ts), without a max wait: saves never come steadily enough to need one.
 */
export function debounceRefresh(run: () => Promise<void>, quietMs: number, onError: (error: unknown) => void): () => void {
  const flight = new DebouncedSingleFlight<void>({ quietMs, run: () => run(), onError });
  return () => void flight.call(undefined);
}
