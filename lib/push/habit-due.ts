// When habit reminders fire (issue 46), as a pure function of the user's habits, their recent
// checks, the user's zone and week start, and a clock (no I/O), beside the tasks' (./due.ts):
// - a habit with a reminder time fires at that wall-clock time of the user's day, in their zone
//   (a time the spring-forward gap skips moves forward by the gap; a doubled one fires at its
//   first moment: zonedInstant);
// - only when the habit is not done for the period that day falls in: checked that day (a daily
//   habit), or this week's checks short of the target (a weekly one, in the user's weeks);
// - its key names the habit and the day ("h:12:2026-03-29"): claimed per device in push_sends, it
//   goes out once per device per day, however often the runs come and whatever the time is
//   changed to later that day.
import { categoryLabel } from "@/lib/categories";
import { periodOf, type HabitTarget, type WeekStart } from "@/lib/habits/streaks";
import { wallClock } from "@/lib/time/clock";
import { zonedInstant, type Reminder } from "./due";

export type DueHabit = {
  id: number;
  title: string;
  category: string;
  target: HabitTarget;
  /** "HH:MM" in the user's zone. */
  reminderTime: string;
  /** Its checked days ("YYYY-MM-DD"); those of the last two weeks are enough. */
  checks: readonly string[];
};
export type HabitReminderUser = {
  timeZone: string;
  weekStart: WeekStart;
  categoryNames?: Partial<Record<string, string>> | null;
};

const TITLE_MAX = 120;
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** Every habit reminder of this user whose instant falls in (since, now], oldest first. */
export function dueHabitReminders(
  user: HabitReminderUser,
  habits: readonly DueHabit[],
  since: Date,
  now: Date,
): Reminder[] {
  const inWindow = (at: Date) => at.getTime() > since.getTime() && at.getTime() <= now.getTime();
  // The user's days the window touches: one, or two when it spans their midnight.
  const days = [
    ...new Set([wallClock(user.timeZone, since).date, wallClock(user.timeZone, now).date]),
  ];
  const out: Reminder[] = [];
  for (const habit of habits) {
    for (const day of days) {
      const at = zonedInstant(day, habit.reminderTime, user.timeZone);
      if (!inWindow(at)) continue;
      const period = periodOf(habit.checks, habit.target, day, user.weekStart);
      if (period.done >= period.target) continue;
      const progress = period.target > 1 ? ` · ${period.done} of ${period.target} this week` : "";
      out.push({
        key: `h:${habit.id}:${day}`,
        at,
        payload: {
          title: clip(habit.title, TITLE_MAX),
          body: `${categoryLabel(habit.category, user.categoryNames)} · ${habit.reminderTime}${progress}`,
          tag: `habit-${habit.id}`,
          url: `/habits/${habit.id}`,
          habitId: habit.id,
          date: day,
        },
      });
    }
  }
  return out.sort((a, b) => a.at.getTime() - b.at.getTime());
}
