import { useFetchClient } from "@strapi/strapi/admin";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "./error-message";
import type { ScheduleKind, ScheduleList } from "./schedule-types";

/** Often while something is pending (its state changes at its time), rarely otherwise. */
const PENDING_POLL_MS = 5_000;
const IDLE_POLL_MS = 30_000;

export interface ScheduleState {
  list: ScheduleList | null;
  error: string | null;
  refresh(): Promise<void>;
}

/** The scheduled actions, for one entry when `entry` is given (the edit view), else all (the Publishing page). */
export function useSchedule(entry?: { kind: ScheduleKind; documentId: string }, revision?: string): ScheduleState {
  const { get } = useFetchClient();
  const [list, setList] = useState<ScheduleList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);
  const query = entry ? `?kind=${encodeURIComponent(entry.kind)}&documentId=${encodeURIComponent(entry.documentId)}` : "";

  const refresh = useCallback(async () => {
    window.clearTimeout(timer.current);
    let next = IDLE_POLL_MS;
    try {
      const { data } = await get<{ data: ScheduleList }>(`/publishing/schedule${query}`);
      if (!mounted.current) return;
      setList(data.data);
      setError(null);
      if (data.data.pending.length > 0) next = PENDING_POLL_MS;
    } catch (caught) {
      if (!mounted.current) return;
      setError(errorMessage(caught));
    }
    timer.current = window.setTimeout(() => void refresh(), next);
  }, [get, query]);

  useEffect(() => {
    mounted.current = true;
    void refresh();
    return () => {
      mounted.current = false;
      window.clearTimeout(timer.current);
    };
    // A save or publish in the edit view (a new revision) asks again at once.
  }, [refresh, revision]);

  return { list, error, refresh };
}
