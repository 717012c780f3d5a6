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

/** The entry's translation a Schedule panel shows; without a locale, the default locale's. */
export interface ScheduleEntry {
  kind: ScheduleKind;
  documentId: string;
  locale?: string;
}

/** The scheduled actions, for one translation of an entry when `entry` is given (the edit view), else all (the Publishing page). */
export function useSchedule(entry?: ScheduleEntry, revision?: string): ScheduleState {
  const query = entry ? `?${new URLSearchParams({ kind: entry.kind, documentId: entry.documentId, ...(entry.locale ? { locale: entry.locale } : {}) })}` : "";
  const { value, error, refresh } = usePolled<{ data: ScheduleList }>(
    `/publishing/schedule${query}`,
    (answer) => ((answer?.data.pending.length ?? 0) > 0 ? PENDING_POLL_MS : IDLE_POLL_MS),
    revision,
  );
  return { list: value?.data ?? null, error, refresh };
}
