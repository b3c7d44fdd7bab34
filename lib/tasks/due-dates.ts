// Calendar days and clock times of task due dates, in the user's time zone. Free of zod and rrule,
// so task rows can label their due chips in the first JavaScript; recurrence rules themselves live
// in ./recurrence.ts (rrule). A day is a "YYYY-MM-DD" string throughout: it names a day on the
// user's calendar, not an instant, so it is never turned into a Date in the machine's own zone.

export const DUE_DATE_INVALID = "dueDate must be a real calendar date as YYYY-MM-DD";
export const DUE_TIME_INVALID = "dueTime must be a time of day as HH:MM (24 hours)";
export const DUE_TIME_NEEDS_DATE = "dueTime needs a dueDate";
export const RECURRENCE_NEEDS_DATE = "recurrence needs a dueDate (the first occurrence)";

export { isClockTime, todayIn, wallClock } from "@/lib/time/clock";

export { addDays, DATE_PATTERN, daysBetween, isCalendarDate } from "@/lib/time/days";
import { daysBetween, toUtc } from "@/lib/time/days";

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
