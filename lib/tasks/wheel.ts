// Wheel data: eight slices sized by time (the sum of estimates, the default for tasks without one:
// issue 27) or by task count (the spec's wheels). With no tasks the wheel draws an empty ring
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

type WheelTask = { category: string; estimateMinutes?: number | null };

export function wheelSlices(
  tasks: WheelTask[],
  {
    by = "count",
    defaultMinutes = DEFAULT_ESTIMATE_MINUTES,
  }: { by?: BalanceBy; defaultMinutes?: number } = {},
): { slices: WheelSlice[]; total: number; totalMinutes: number } {
  const counts = new Map<string, number>();
  const minutes = new Map<string, number>();
  // Unknown categories count with personal growth, the fallback area.
  const areaOf = (c: string) =>
    (CATEGORIES as readonly string[]).includes(c) ? c : "personal_growth";
  for (const t of tasks) {
    const area = areaOf(t.category);
    counts.set(area, (counts.get(area) ?? 0) + 1);
    minutes.set(area, (minutes.get(area) ?? 0) + minutesOf(t, defaultMinutes));
  }
  const total = tasks.length;
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
  return { slices, total, totalMinutes };
}
