// Calendar days and clock times of task due dates, in the user's time zone. Free of zod and rrule,
// so task rows can label their due chips in the first JavaScript; recurrence rules themselves live
// in ./recurrence.ts (rrule). A day is a "YYYY-MM-DD" string throughout: it names a day on the
// user's calendar, not an instant, so it is never turned into a Date in the machine's own zone.

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const DUE_DATE_INVALID = "dueDate must be a real calendar date as YYYY-MM-DD";
export const DUE_TIME_INVALID = "dueTime must be a time of day as HH:MM (24 hours)";
export const DUE_TIME_NEEDS_DATE = "dueTime needs a dueDate";
export const RECURRENCE_NEEDS_DATE = "recurrence needs a dueDate (the first occurrence)";

/** "2026-02-30" is not a day: the parts must survive a round trip through a UTC date. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  if (y < 1900 || y > 2999) return false;
  const utc = new Date(Date.UTC(y, m - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
}

export { isClockTime, wallClock } from "@/lib/time/clock";
import { wallClock } from "@/lib/time/clock";

/** Today's date in the zone. */
export const todayIn = (timeZone: string, at: Date = new Date()) => wallClock(timeZone, at).date;

const toUtc = (day: string) => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => {
  const d = toUtc(day);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
};

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

export const weekdayName = (day: string) => WEEKDAYS[toUtc(day).getUTCDay()]!;

/** "12 Dec", with the year when it is not `today`'s. */
export function shortDate(day: string, today: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const base = `${d} ${MONTHS[m - 1]}`;
  return y === Number(today.slice(0, 4)) ? base : `${base} ${y}`;
}

/** The day's name as a planner says it: "Today", "Tomorrow", "Yesterday", "Fri" this week, else "12 Dec". */
export function dayLabel(day: string, today: string): string {
  const diff = daysBetween(today, day);
  if (diff === 0) return "Today";
  if (diff === 1) return "Tomorrow";
  if (diff === -1) return "Yesterday";
  if (diff > 1 && diff < 7) return weekdayName(day);
  return shortDate(day, today);
}

export type DueFields = { dueDate: string | null; dueTime: string | null };

/** The due chip's text ("Today 17:00", "Tomorrow", "Fri", "12 Dec"), or null without a date. */
export function dueLabel(task: DueFields, today: string): string | null {
  if (!task.dueDate) return null;
  const day = dayLabel(task.dueDate, today);
  return task.dueTime ? `${day} ${task.dueTime}` : day;
}

/** Overdue: the day has passed, or it is today and its time has passed. */
export function isOverdue(task: DueFields, now: { date: string; time: string }): boolean {
  if (!task.dueDate) return false;
  if (task.dueDate < now.date) return true;
  return task.dueDate === now.date && task.dueTime !== null && task.dueTime < now.time;
}
