/** "4.2 s", "2 min 5 s", "1 h 3 min": durations as editors read them. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${Math.floor(seconds % 60)} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** A moment in the editor's locale, e.g. "22 Nov 2026, 14:05:12". */
export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return "unknown time";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit" });
}

/** A scheduled time to the minute, in the editor's locale and 24-hour clock, e.g. "1 Dec 2026, 04:15". */
export function formatMinute(iso: string | null | undefined): string {
  if (!iso) return "unknown time";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
}

/** "24 s", "2 min 5 s": a duration in a sentence, where tenths of a second are noise. */
export function formatRoundDuration(ms: number): string {
  const seconds = Math.round(Math.max(0, ms) / 1000);
  return seconds < 60 ? `${seconds} s` : formatDuration(seconds * 1000);
}
