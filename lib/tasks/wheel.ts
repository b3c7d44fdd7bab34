// Wheel data: eight slices sized by time (the sum of estimates, the default for tasks without one:
// issue 27; the minutes really spent where a task has time entries: issue 46) or by task count
// (the spec's wheels). With no tasks the wheel draws an empty ring
// instead (issue 22: equal slices read as perfect balance), so the values are unused then.
import { CATEGORIES, categoryColor, type Category } from "@/lib/categories";
import { DEFAULT_ESTIMATE_MINUTES, minutesOf } from "@/lib/time/minutes";
import type { BalanceBy } from "@/lib/time/rules";
import { sharePercent } from "./shares";

export type WheelSlice = {
  id: Category;
  value: number;
  color: string;
  count: number;
  minutes: number;
  percentage: number;
};

type WheelTask = { category: string; estimateMinutes?: number | null; actualMinutes?: number };

/** Minutes really spent when the task has any (measured), else its estimate or the default. */
const weightOf = (t: WheelTask, defaultMinutes: number) =>
  t.actualMinutes && t.actualMinutes > 0
    ? { minutes: t.actualMinutes, measured: true }
    : { minutes: minutesOf(t, defaultMinutes), measured: false };

/** One area's weight on a wheel: its tasks, their minutes, and how many of those were measured. */
export type AreaWeight = { count: number; minutes: number; measured: number };

// Unknown categories count with personal growth, the fallback area.
const areaOf = (c: string) =>
  (CATEGORIES as readonly string[]).includes(c) ? c : "personal_growth";

type WheelResult = {
  slices: WheelSlice[];
  total: number;
  totalMinutes: number;
  /** The share of totalMinutes that was measured (time entries), 0-100, whole percent. */
  measuredPercent: number;
};

export function wheelSlices(
  tasks: WheelTask[],
  {
    by = "count",
    defaultMinutes = DEFAULT_ESTIMATE_MINUTES,
  }: { by?: BalanceBy; defaultMinutes?: number } = {},
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
  return wheelSlicesOfAreas(areas, by);
}

/**
 * The same wheel from totals per area instead of tasks: the completed wheel is drawn from the
 * server's totals over every completed task (lib/tasks/completed-pages.ts), not from the page of
 * them the browser holds.
 */
export function wheelSlicesOfAreas(
  weights: ReadonlyMap<string, AreaWeight>,
  by: BalanceBy = "count",
): WheelResult {
  const counts = new Map<string, number>();
  const minutes = new Map<string, number>();
  let measured = 0;
  let total = 0;
  for (const [category, w] of weights) {
    const area = areaOf(category);
    counts.set(area, (counts.get(area) ?? 0) + w.count);
    minutes.set(area, (minutes.get(area) ?? 0) + w.minutes);
    measured += w.measured;
    total += w.count;
  }
  const totalMinutes = [...minutes.values()].reduce((a, b) => a + b, 0);
  const slices = CATEGORIES.map((c) => {
    const count = counts.get(c) ?? 0;
    const mins = minutes.get(c) ?? 0;
    const measure = by === "time" ? mins : count;
    return {
      id: c,
      count,
      minutes: mins,
      value: total === 0 ? 1 : measure,
      color: categoryColor(c),
      percentage: sharePercent(measure, by === "time" ? totalMinutes : total),
    };
  });
  const measuredPercent = totalMinutes > 0 ? Math.round((measured / totalMinutes) * 100) : 0;
  return { slices, total, totalMinutes, measuredPercent };
}
