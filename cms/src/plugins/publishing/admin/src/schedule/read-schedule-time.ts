/** What the Schedule panel makes of the editor's date and time: the moment, or why it cannot be read (never a guess). */
export type Reading<T> = { ok: true; value: T } | { ok: false; message: string };

export interface TimeOfDay {
  hour: number;
  minute: number;
  /** As the panel shows it back: "04:15". */
  text: string;
}

const TIME = /^(\d{1,2}):(\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const two = (n: number): string => String(n).padStart(2, "0");

/**
 * A time of day, any minute: "04:15", "4:15", "16:07". The browser's time field gives "HH:MM" (or "" while it is
 * incomplete); a browser without one gives the text as typed. Anything else is refused with the reason, since
 * reading a part of it (Strapi's picker read "04:15" as 00:00) would schedule the wrong time without a word.
 */
export function readTime(raw: string): Reading<TimeOfDay> {
  const text = raw.trim();
  if (text === "") return { ok: false, message: "Enter a time: hours and minutes, such as 16:07." };
  const match = TIME.exec(text);
  if (!match) return { ok: false, message: `“${text}” is not a time: write hours and minutes, such as 16:07.` };
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23) return { ok: false, message: `“${text}” is not a time of day: hours go from 0 to 23.` };
  if (minute > 59) return { ok: false, message: `“${text}” is not a time of day: minutes go from 00 to 59.` };
  return { ok: true, value: { hour, minute, text: `${two(hour)}:${two(minute)}` } };
}

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** A day as the browser's date field gives it ("2026-12-01"; "" while it is incomplete). */
export function readDate(raw: string): Reading<CalendarDay> {
  const text = raw.trim();
  if (text === "") return { ok: false, message: "Choose a date." };
  const match = DATE.exec(text);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  // Date rolls 2026-02-30 over to 2 March: a day that does not come back the same does not exist.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (!match || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return { ok: false, message: `“${text}” is not a date: choose one in the calendar.` };
  }
  return { ok: true, value: { year, month, day } };
}

/**
 * The moment to schedule, in the editor's time zone: the date and time fields together, refused when one cannot be
 * read, when the time does not exist that day (the clocks go forward over it) or when it has passed. The server
 * checks "in the future" again, in UTC.
 */
export function readScheduleMoment(dateText: string, timeText: string, now: Date): Reading<Date> {
  const date = readDate(dateText);
  if (!date.ok) return date;
  const time = readTime(timeText);
  if (!time.ok) return time;
  const { year, month, day } = date.value;
  const { hour, minute, text } = time.value;
  const at = new Date(year, month - 1, day, hour, minute);
  const said = `${year}-${two(month)}-${two(day)} ${text}`;
  if (at.getHours() !== hour || at.getMinutes() !== minute) {
    return { ok: false, message: `${said} does not exist in your time zone (the clocks go forward): choose another time.` };
  }
  if (at.getTime() <= now.getTime()) return { ok: false, message: `${said} has passed: choose a later time.` };
  return { ok: true, value: at };
}
