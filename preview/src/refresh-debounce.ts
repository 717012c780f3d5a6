/**
 * Folds a burst of draft saves (an editor saving twice, a publish right after a save) into one call of
 * Gatsby's refresh endpoint: waits `quietMs` after the last call, and never runs two at once — a call
 * during a run schedules exactly one more.
 */
export function debounceRefresh(run: () => Promise<void>, quietMs: number, onError: (error: unknown) => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  const fire = async () => {
    timer = undefined;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      await run();
    } catch (error) {
      onError(error);
    } finally {
      running = false;
      if (again) {
        again = false;
        schedule();
      }
    }
  };
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void fire(), quietMs);
  };
  return schedule;
}
