// The habit as the API sends it (issue 46) and its limits: browser-safe (no zod, no server modules),
// so the dashboard's habit strip and the habit's page read the same type the server builds.
import type { Category } from "@/lib/categories";
import type { HabitTarget, Period, Streak, WeekStart } from "./streaks";
import type { AreaWeight } from "@/lib/tasks/wheel";
import { DEFAULT_ESTIMATE_MINUTES } from "@/lib/time/minutes";

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

// How habits weigh in the balance (issue 46 item 4). Pure and browser-safe: the dashboard's completed
// wheel adds the habits it already holds (GET /api/habits carries each habit's totals), and the
// server's weekly figures (lib/habits/balance.ts) use the same rule. docs/decisions/habits-in-balance.md.
/** One habit's checks and the minutes timed on it, over some span (all time, or a week). */
export type HabitSpan = {
  category: string;
  checks: number;
  /** Minutes of the habit's time entries in the span. */
  spentMinutes: number;
  estimateMinutes: number | null;
};

/**
 * By count each check is one; by time the minutes really spent when the habit has time entries in
 * the span (measured), else its estimate (or the user's default) per check.
 */
export function habitWeight(h: HabitSpan, defaultMinutes = DEFAULT_ESTIMATE_MINUTES): AreaWeight {
  const measured = Math.max(0, h.spentMinutes);
  return measured > 0
    ? { count: h.checks, checks: h.checks, minutes: measured, measured }
    : {
        count: h.checks,
        checks: h.checks,
        minutes: h.checks * (h.estimateMinutes ?? defaultMinutes),
        measured: 0,
      };
}

/** `weights` (tasks per area) with the habits added to their areas; a new map, the input unchanged. */
export function withHabitWeights(
  weights: ReadonlyMap<string, AreaWeight>,
  habits: readonly HabitSpan[],
  defaultMinutes = DEFAULT_ESTIMATE_MINUTES,
): Map<string, AreaWeight> {
  const out = new Map<string, AreaWeight>();
  for (const [area, w] of weights) out.set(area, { ...w });
  for (const h of habits) {
    const w = habitWeight(h, defaultMinutes);
    if (w.count === 0 && w.minutes === 0) continue;
    const area = out.get(h.category) ?? { count: 0, minutes: 0, measured: 0 };
    out.set(h.category, {
      count: area.count + w.count,
      checks: (area.checks ?? 0) + (w.checks ?? 0),
      minutes: area.minutes + w.minutes,
      measured: area.measured + w.measured,
    });
  }
  return out;
}

/** One habit in a week, as the weekly review names it. */
export type HabitWeek = {
  title: string;
  category: Category;
  target: HabitTarget;
  checks: number;
};

/** "run 3/3", "read 5/7 days": the week's checks against the habit's weekly target. */
export function habitWeekText(h: Pick<HabitWeek, "title" | "target" | "checks">): string {
  const daily = h.target.per === "day" || h.target.times >= 7;
  return daily ? `${h.title} ${h.checks}/7 days` : `${h.title} ${h.checks}/${h.target.times}`;
}

/** The review's line for one area: "Health: run 3/3, read 5/7 days · 8 checks". */
export function habitAreaLine(areaLabel: string, habits: readonly HabitWeek[]): string {
  const checks = habits.reduce((s, h) => s + h.checks, 0);
  return `${areaLabel}: ${habits.map(habitWeekText).join(", ")} · ${checks} ${checks === 1 ? "check" : "checks"}`;
}
