import type { ScheduleKind, ScheduleList } from "./schedule-types";
import { usePolled } from "./use-polled";

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
  const query = entry ? `?kind=${encodeURIComponent(entry.kind)}&documentId=${encodeURIComponent(entry.documentId)}` : "";
  const { value, error, refresh } = usePolled<{ data: ScheduleList }>(
    `/publishing/schedule${query}`,
    (answer) => ((answer?.data.pending.length ?? 0) > 0 ? PENDING_POLL_MS : IDLE_POLL_MS),
    revision,
  );
  return { list: value?.data ?? null, error, refresh };
}
