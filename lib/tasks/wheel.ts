// Wheel data: eight slices sized by task count per area. With no tasks the wheel draws an empty
// ring instead (issue 22: equal slices read as perfect balance), so the values are unused then.
import { CATEGORIES, categoryColor, type Category } from "@/lib/categories";
import { sharePercent } from "./shares";

export type WheelSlice = { id: Category; value: number; color: string; count: number; percentage: number };

export function wheelSlices(tasks: { category: string }[]): { slices: WheelSlice[]; total: number } {
  const counts = new Map<string, number>();
  for (const t of tasks) counts.set(t.category, (counts.get(t.category) ?? 0) + 1);
  // Unknown categories count with personal growth, the fallback area.
  const unknown = tasks.filter((t) => !(CATEGORIES as readonly string[]).includes(t.category)).length;
  const total = tasks.length;
  const slices = CATEGORIES.map((c) => {
    const count = (counts.get(c) ?? 0) + (c === "personal_growth" ? unknown : 0);
    return {
      id: c,
      count,
      value: total === 0 ? 1 : count,
      color: categoryColor(c),
      percentage: sharePercent(count, total),
    };
  });
  return { slices, total };
}
