// A task's due date and time: the messages that refuse them, the due chip's text and whether it is
// overdue. Free of zod and rrule, so task rows can label their due chips in the first JavaScript;
// days, clock times and zones themselves live in lib/time/, recurrence rules in ./recurrence.ts.
// A day is a "YYYY-MM-DD" string throughout: it names a day on the user's calendar, not an instant.
import { dayLabel } from "@/lib/time/day-labels";

export const DUE_DATE_INVALID = "dueDate must be a real calendar date as YYYY-MM-DD";
export const DUE_TIME_INVALID = "dueTime must be a time of day as HH:MM (24 hours)";
export const DUE_TIME_NEEDS_DATE = "dueTime needs a dueDate";
export const RECURRENCE_NEEDS_DATE = "recurrence needs a dueDate (the first occurrence)";

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
