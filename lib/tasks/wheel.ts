// Wheel data: eight slices sized by time (the sum of estimates, the default for tasks without one:
// issue 27; the minutes really spent where a task has time entries: issue 46) or by task count
// (the spec's wheels). By time, the calendar's busy minutes of each area are added (issue 44 item 5,
// docs/decisions/calendar-balance.md). With no tasks (and no calendar time) the wheel draws an empty ring
// instead (issue 22: equal slices read as perfect balance), so the values are unused then.
import { CATEGORIES, categoryColor, type Category, type CategoryMap } from "@/lib/categories";
import { DEFAULT_ESTIMATE_MINUTES, minutesOf } from "@/lib/time/minutes";
import type { BalanceBy } from "@/lib/time/rules";
import { sharePercent } from "./shares";

export type WheelSlice = {
  id: Category;
  value: number;
  color: string;
  count: number;
  /** Tasks' minutes and calendar minutes together. */
  minutes: number;
  /** The part of `minutes` from the calendar (0 by count). */
  calendarMinutes: number;
  percentage: number;
};

type WheelTask = { category: string; estimateMinutes?: number | null; actualMinutes?: number };

/** Minutes really spent when the task has any (measured), else its estimate or the default. */
const weightOf = (t: WheelTask, defaultMinutes: number) =>
  t.actualMinutes && t.actualMinutes > 0
    ? { minutes: t.actualMinutes, measured: true }
    : { minutes: minutesOf(t, defaultMinutes), measured: false };

/**
 * One area's weight on a wheel: its tasks (and habit checks, issue 46: `checks` is that part of
 * `count`), their minutes, and how many of those were measured.
 */
export type AreaWeight = { count: number; minutes: number; measured: number; checks?: number };

// Unknown categories count with personal growth, the fallback area.
const areaOf = (c: string) =>
  (CATEGORIES as readonly string[]).includes(c) ? c : "personal_growth";

type WheelResult = {
  slices: WheelSlice[];
  total: number;
  totalMinutes: number;
  /** The calendar's minutes in totalMinutes (by time only). */
  calendarTotal: number;
  /** Habit checks counted in `total` (lib/habits/shapes.ts). */
  checks: number;
  /** Nothing to draw: no task, and by time no calendar time either. */
  empty: boolean;
  /** The share of totalMinutes that was measured (time entries), 0-100, whole percent. */
  measuredPercent: number;
};

type WheelOptions = {
  by?: BalanceBy;
  defaultMinutes?: number;
  calendarMinutes?: CategoryMap<number>;
};

export function wheelSlices(
  tasks: WheelTask[],
  { by = "count", defaultMinutes = DEFAULT_ESTIMATE_MINUTES, calendarMinutes }: WheelOptions = {},
): WheelResult {
  const areas = new Map<string, AreaWeight>();
  for (const t of tasks) {
    const weight = weightOf(t, defaultMinutes);
    const area = areas.get(t.category) ?? { count: 0, minutes: 0, measured: 0 };
    area.count += 1;
    area.minutes += weight.minutes;
    if (weight.measured) area.measured += weight.minutes;
    areas.set(t.category, area);
  }
  return wheelSlicesOfAreas(areas, { by, calendarMinutes });
}

/**
 * The same wheel from totals per area instead of tasks: the completed wheel is drawn from the
 * server's totals over every completed task (lib/tasks/completed-pages.ts), not from the page of
 * them the browser holds.
 */
export function wheelSlicesOfAreas(
  weights: ReadonlyMap<string, AreaWeight>,
  { by = "count", calendarMinutes }: Omit<WheelOptions, "defaultMinutes"> = {},
): WheelResult {
  const counts = new Map<string, number>();
  const minutes = new Map<string, number>();
  let measured = 0;
  let total = 0;
  let checks = 0;
  for (const [category, w] of weights) {
    checks += w.checks ?? 0;
    const area = areaOf(category);
    counts.set(area, (counts.get(area) ?? 0) + w.count);
    minutes.set(area, (minutes.get(area) ?? 0) + w.minutes);
    measured += w.measured;
    total += w.count;
  }
  // Events are not tasks: by count the calendar is left out.
  const calendarOf = (c: Category) =>
    by === "time" ? Math.max(0, Math.round(calendarMinutes?.[c] ?? 0)) : 0;
  const calendarTotal = CATEGORIES.reduce((s, c) => s + calendarOf(c), 0);
  const totalMinutes = [...minutes.values()].reduce((a, b) => a + b, 0) + calendarTotal;
  const empty = total === 0 && calendarTotal === 0;
  const slices = CATEGORIES.map((c) => {
    const count = counts.get(c) ?? 0;
    const mins = (minutes.get(c) ?? 0) + calendarOf(c);
    const measure = by === "time" ? mins : count;
    return {
      id: c,
      count,
      minutes: mins,
      calendarMinutes: calendarOf(c),
      value: empty ? 1 : measure,
      color: categoryColor(c),
      percentage: sharePercent(measure, by === "time" ? totalMinutes : total),
    };
  });
  const measuredPercent = totalMinutes > 0 ? Math.round((measured / totalMinutes) * 100) : 0;
  return { slices, total, totalMinutes, calendarTotal, checks, empty, measuredPercent };
}
