import { useFetchClient } from "@strapi/strapi/admin";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "./error-message";

export interface Polled<T> {
  value: T | null;
  /** The request itself failed (the CMS answered an error). */
  error: string | null;
  refresh(): Promise<void>;
}

/**
 * GETs `path` now and again for as long as the component is mounted: after each answer, in as many
 * milliseconds as `nextPollMs` says for it (often while something is on its way, rarely otherwise).
 * A new `revision` (a save or publish in the edit view) asks again at once.
 */
export function usePolled<T>(path: string, nextPollMs: (value: T | null) => number, revision?: string): Polled<T> {
  const { get } = useFetchClient();
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // Bumped when the component unmounts or asks afresh: an answer to an older request is dropped.
  const generation = useRef(0);
  // Read at each answer, so a caller's inline function does not restart the polling on every render.
  const pollMs = useRef(nextPollMs);
  pollMs.current = nextPollMs;

  const refresh = useCallback(async () => {
    const asked = generation.current;
    window.clearTimeout(timer.current);
    let answer: T | null = null;
    try {
      const { data } = await get<T>(path);
      if (asked !== generation.current) return;
      answer = data;
      setValue(data);
      setError(null);
    } catch (caught) {
      if (asked !== generation.current) return;
      setError(errorMessage(caught));
    }
    timer.current = window.setTimeout(() => void refresh(), pollMs.current(answer));
  }, [get, path]);

  useEffect(() => {
    generation.current += 1;
    void refresh();
    return () => {
      generation.current += 1;
      window.clearTimeout(timer.current);
    };
  }, [refresh, revision]);

  return { value, error, refresh };
}
