// The balance score of one week and the trend words of the Insights screen. Pure, shared by the
// server (history API, AI) and the Insights screen.
import { CATEGORIES, type Category, type CategoryMap } from "@/lib/categories";

/**
 * round(100 × (1 − ½ × Σ |actual share − ideal share|)) over the eight areas, shares as
 * fractions: 100 when the week's completed tasks match the ideal exactly, 0 when every task went
 * to areas the ideal gives nothing. Null for a week with no completed task.
 */
export function balanceScore(completed: CategoryMap<number>, idealPercentages: CategoryMap<number>): number | null {
  const total = CATEGORIES.reduce((sum, c) => sum + completed[c], 0);
  if (total === 0) return null;
  const idealTotal = CATEGORIES.reduce((sum, c) => sum + idealPercentages[c], 0) || 1;
  const distance = CATEGORIES.reduce((sum, c) => sum + Math.abs(completed[c] / total - idealPercentages[c] / idealTotal), 0);
  return Math.round(100 * (1 - distance / 2));
}

/** The Insights screen's trend words look at this many recent weeks. */
export const TREND_WEEKS = 4;

/** `minutes`: the time of the week's completed tasks per area (estimates, the default for unestimated ones; issue 27). */
export type WeekHistory = { weekStart: string; completed: CategoryMap<number>; minutes?: CategoryMap<number>; total: number; score: number | null };

export type AreaGap = { area: Category; actual: number; ideal: number; gap: number };

/**
 * Over the given weeks together: each area's share of the completed tasks against its ideal, as
 * percentages; the most neglected (furthest below) and the most over-served (furthest above).
 * Null when those weeks have no completed task.
 */
export function areaGaps(weeks: WeekHistory[], idealPercentages: CategoryMap<number>): { gaps: AreaGap[]; neglected: AreaGap; overServed: AreaGap } | null {
  const sums = Object.fromEntries(CATEGORIES.map((c) => [c, weeks.reduce((s, w) => s + w.completed[c], 0)])) as CategoryMap<number>;
  const total = CATEGORIES.reduce((s, c) => s + sums[c], 0);
  if (total === 0) return null;
  const idealTotal = CATEGORIES.reduce((s, c) => s + idealPercentages[c], 0) || 1;
  const gaps = CATEGORIES.map((area) => {
    const actual = (100 * sums[area]) / total;
    const ideal = (100 * idealPercentages[area]) / idealTotal;
    return { area, actual, ideal, gap: actual - ideal };
  });
  const byGap = [...gaps].sort((a, b) => a.gap - b.gap);
  return { gaps, neglected: byGap[0]!, overServed: byGap[byGap.length - 1]! };
}
