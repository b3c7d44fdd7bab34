// The balance score of one week and the trend words of the Insights screen. Pure, shared by the
// server (history API, AI) and the Insights screen.
import { CATEGORIES, type Category, type CategoryMap } from "@/lib/categories";
import { calendarPartText, formatMinutes } from "@/lib/time/minutes";
import type { BalanceBy } from "@/lib/time/rules";

/**
 * round(100 × (1 − ½ × Σ |actual share − ideal share|)) over the eight areas, shares as
 * fractions: 100 when the week's completed tasks match the ideal exactly, 0 when every task went
 * to areas the ideal gives nothing. Null for a week with no completed task.
 */
export function balanceScore(
  completed: CategoryMap<number>,
  idealPercentages: CategoryMap<number>,
): number | null {
  const total = CATEGORIES.reduce((sum, c) => sum + completed[c], 0);
  if (total === 0) return null;
  const idealTotal = CATEGORIES.reduce((sum, c) => sum + idealPercentages[c], 0) || 1;
  const distance = CATEGORIES.reduce(
    (sum, c) => sum + Math.abs(completed[c] / total - idealPercentages[c] / idealTotal),
    0,
  );
  return Math.round(100 * (1 - distance / 2));
}

/** The Insights screen's trend words look at this many recent weeks. */
export const TREND_WEEKS = 4;

/**
 * `minutes`: the time of the week's completed tasks per area (estimates, the default for unestimated
 * ones; issue 27) and of the calendar's busy events over in it (issue 44 item 5), which part is
 * `calendarMinutes`.
 */
export type WeekHistory = {
  weekStart: string;
  completed: CategoryMap<number>;
  minutes?: CategoryMap<number>;
  calendarMinutes?: CategoryMap<number>;
  /** Completed tasks; habit checks (issue 46) are in `completed` and said apart in `checks`. */
  total: number;
  checks?: number;
  score: number | null;
};

/** The week has busy time from the user's calendars in it (issue 44 item 5). */
export const hasCalendarTime = (week: WeekHistory): boolean =>
  CATEGORIES.some((c) => (week.calendarMinutes?.[c] ?? 0) > 0);

/** The week has something to show in the measure: a completed task, or by time calendar time. */
export const hasMeasure = (week: WeekHistory, by: BalanceBy): boolean =>
  week.total > 0 || (week.checks ?? 0) > 0 || (by === "time" && hasCalendarTime(week));

/**
 * What a week weighs per area in the user's measure (issue 27): minutes by time, tasks by count.
 * A week built without minutes (before issue 27) can only count.
 */
export const measureOf = (week: WeekHistory, by: BalanceBy): CategoryMap<number> =>
  by === "time" && week.minutes ? week.minutes : week.completed;

/** A week's score in the given measure (the screens recompute it when the user switches). */
export const weekScore = (week: WeekHistory, ideal: CategoryMap<number>, by: BalanceBy) =>
  balanceScore(measureOf(week, by), ideal);

/**
 * `amount`: the area's minutes (by time) or completed tasks (by count) over the weeks; `calendar`:
 * the part of the minutes from the calendar (0 by count).
 */
export type AreaGap = {
  area: Category;
  actual: number;
  ideal: number;
  gap: number;
  amount: number;
  calendar: number;
};

/**
 * Over the given weeks together: each area's share of the completed tasks against its ideal, as
 * percentages; the most neglected (furthest below) and the most over-served (furthest above).
 * Null when those weeks have no completed task.
 */
export function areaGaps(
  weeks: WeekHistory[],
  idealPercentages: CategoryMap<number>,
  by: BalanceBy = "count",
): { gaps: AreaGap[]; neglected: AreaGap; overServed: AreaGap } | null {
  const sums = Object.fromEntries(
    CATEGORIES.map((c) => [c, weeks.reduce((s, w) => s + measureOf(w, by)[c], 0)]),
  ) as CategoryMap<number>;
  const total = CATEGORIES.reduce((s, c) => s + sums[c], 0);
  if (total === 0) return null;
  const idealTotal = CATEGORIES.reduce((s, c) => s + idealPercentages[c], 0) || 1;
  const gaps = CATEGORIES.map((area) => {
    const actual = (100 * sums[area]) / total;
    const ideal = (100 * idealPercentages[area]) / idealTotal;
    const calendar =
      by === "time" ? weeks.reduce((s, w) => s + (w.calendarMinutes?.[area] ?? 0), 0) : 0;
    return { area, actual, ideal, gap: actual - ideal, amount: sums[area], calendar };
  });
  const byGap = [...gaps].sort((a, b) => a.gap - b.gap);
  return { gaps, neglected: byGap[0]!, overServed: byGap[byGap.length - 1]! };
}

/** "A", "A and B", "A, B and C". */
function listAreas(names: string[]): string {
  return names.length <= 1
    ? names.join("")
    : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

const rounded = (n: number) => Math.round(n);

/**
 * The Insights trend in words, truthful about ties and empty areas (issue 31): every area with the
 * biggest share is named ("Finances and Health share the most: 50% each"), and when several
 * areas have no completed task it says how many ("7 areas have no completed tasks yet") instead
 * of naming one of them as "the least". Shares compare as the screen prints them, whole percents.
 * By time (issue 27) each named area's time comes before its share ("Health got the most:
 * 3 h 15 m (50%) against 12.5%."); tied areas show their time only when it reads the same. The
 * calendar's part of a single named area's time is said with its share (issue 44 item 5):
 * "Career got the most: 41 h (62%, 30 h of it from your calendar) against 20%."
 */
export function trendWords(
  gaps: AreaGap[],
  label: (area: string) => string,
  formatIdeal: (n: number) => string,
  by: BalanceBy = "count",
): { least: string; most: string } {
  const byTime = by === "time";
  const time = (g: AreaGap) => formatMinutes(g.amount);
  const fromCalendar = (g: AreaGap) => (g.calendar > 0 ? `, ${calendarPartText(g.calendar)}` : "");
  const sameTime = (list: AreaGap[]) => list.every((g) => time(g) === time(list[0]!));
  const counted = gaps.filter((g) => g.ideal > 0 || g.actual > 0);
  const pool = counted.length > 0 ? counted : gaps;
  const top = Math.max(...pool.map((g) => rounded(g.actual)));
  const most = pool.filter((g) => rounded(g.actual) === top);
  const sameIdeal = (list: AreaGap[]) =>
    list.every((g) => formatIdeal(g.ideal) === formatIdeal(list[0]!.ideal));
  const mostText =
    most.length === 1
      ? `${label(most[0]!.area)} got the most: ${byTime ? `${time(most[0]!)} (${top}%${fromCalendar(most[0]!)})` : `${top}%`} against ${formatIdeal(most[0]!.ideal)}%.`
      : `${listAreas(most.map((g) => label(g.area)))} share the most: ${top}% each${byTime && sameTime(most) ? ` (${time(most[0]!)} each)` : ""}${sameIdeal(most) ? ` against ${formatIdeal(most[0]!.ideal)}% each` : ""}.`;

  const rest = pool.filter((g) => !most.includes(g) && g.ideal > 0);
  if (rest.length === 0) return { least: "", most: mostText };
  const empty = rest.filter((g) => g.actual === 0);
  if (empty.length > 1)
    return { least: `${empty.length} areas have no completed tasks yet.`, most: mostText };
  const bottom = Math.min(...rest.map((g) => rounded(g.actual)));
  const least = rest.filter((g) => rounded(g.actual) === bottom);
  const leastText =
    least.length === 1
      ? `${label(least[0]!.area)} got the least of your attention: ${byTime ? `${time(least[0]!)} (${bottom}% of your time${fromCalendar(least[0]!)})` : `${bottom}% of your completed tasks`} against an ideal of ${formatIdeal(least[0]!.ideal)}%.`
      : `${listAreas(least.map((g) => label(g.area)))} got the least of your attention: ${bottom}% each of your ${byTime ? "time" : "completed tasks"}${byTime && sameTime(least) ? ` (${time(least[0]!)} each)` : ""}${sameIdeal(least) ? ` against an ideal of ${formatIdeal(least[0]!.ideal)}% each` : ""}.`;
  return { least: leastText, most: mostText };
}

/**
 * A new account's history starts at its first week (issue 31): weeks before the Monday of the
 * day it joined are dropped, unless a task was completed in them (a backdated completion stays
 * visible). At least the current week remains.
 */
export function fromFirstWeek(weeks: WeekHistory[], joinedMonday: string | null): WeekHistory[] {
  if (!joinedMonday) return weeks;
  const firstWithData = weeks.find((w) => w.total > 0)?.weekStart;
  const start = firstWithData && firstWithData < joinedMonday ? firstWithData : joinedMonday;
  const kept = weeks.filter((w) => w.weekStart >= start);
  return kept.length > 0 ? kept : weeks.slice(-1);
}
