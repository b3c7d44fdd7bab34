// The habit as the API sends it (issue 46) and its limits: browser-safe (no zod, no server modules),
// so the dashboard's habit strip and the habit's page read the same type the server builds.
import type { Category } from "@/lib/categories";
import type { HabitTarget, Period, Streak, WeekStart } from "./streaks";

export const HABIT_TITLE_MAX = 100;
/** Active (not archived) habits per user. */
export const MAX_ACTIVE_HABITS = 50;

export type HabitDto = {
  id: number;
  title: string;
  category: Category;
  target: HabitTarget;
  estimateMinutes: number | null;
  reminderTime: string | null;
  archived: boolean;
  streak: Streak;
  period: Period;
  /** Checked days of the last 12 weeks ("YYYY-MM-DD", ascending). */
  checks: string[];
  /**
   * The user's week start (Settings) the period, the weekly streak and the heat map's weeks are
   * counted in: the browser recounts a check made here (or offline) in the same weeks.
   */
  weekStart: WeekStart;
  /** Every check ever, and the minutes of the habit's time entries: its weight in the balance. */
  totalChecks: number;
  spentMinutes: number;
};

/** "Every day", "3 times a week", "Once a week". */
export function targetLabel(target: HabitTarget): string {
  if (target.per === "day" || target.times >= 7) return "Every day";
  if (target.times === 1) return "Once a week";
  return `${target.times} times a week`;
}

/** "12 days", "1 week". */
export function streakLabel(n: number, target: HabitTarget): string {
  const unit = target.per === "day" || target.times >= 7 ? "day" : "week";
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}
