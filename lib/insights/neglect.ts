// "Neglected three weeks running": the life area the user keeps giving much less than its ideal
// share of their completed tasks, week after week. New Insight and AI Prioritize name it and lift
// its tasks (both engines). Pure, so the rule is tested without a database.
import { CATEGORIES, type Category, type CategoryMap } from "@/lib/categories";
import type { WeekHistory } from "./score";

/** Weeks in a row an area must be neglected before the AI says so. */
export const NEGLECT_WEEKS = 3;

/**
 * An area is neglected in a week when it got less than half of its ideal share of that week's
 * completed tasks (none at all, usually). Areas with an ideal under 5% are never called neglected:
 * the user has said they matter little.
 */
const NEGLECT_RATIO = 0.5;
const MIN_IDEAL_PERCENT = 5;

export type NeglectTrend = {
  area: Category;
  weeks: number;
  /** The area's share of each of those weeks' completed tasks, in percent, oldest first. */
  shares: number[];
  /** Its ideal share, in percent of the ideals' total. */
  ideal: number;
};

/**
 * The area neglected in each of the NEGLECT_WEEKS full weeks before the current one (the last
 * entry of `weeks`, still under way, is left out), or null. Every one of those weeks must have a
 * completed task: a week away from the app says nothing about balance. When several areas
 * qualify, the one furthest below its ideal over the three weeks is named.
 */
export function neglectedArea(
  weeks: WeekHistory[],
  idealPercentages: CategoryMap<number>,
): NeglectTrend | null {
  const full = weeks.slice(0, -1).slice(-NEGLECT_WEEKS);
  // Habit checks (issue 46) are in `completed` beside the tasks: a week's whole is both.
  const whole = (w: WeekHistory) => w.total + (w.checks ?? 0);
  if (full.length < NEGLECT_WEEKS || full.some((w) => whole(w) === 0)) return null;
  const idealTotal = CATEGORIES.reduce((s, c) => s + Math.max(0, idealPercentages[c]), 0);
  if (idealTotal <= 0) return null;
  let best: (NeglectTrend & { shortfall: number }) | null = null;
  for (const area of CATEGORIES) {
    const ideal = (100 * Math.max(0, idealPercentages[area])) / idealTotal;
    if (ideal < MIN_IDEAL_PERCENT) continue;
    const shares = full.map((w) => (100 * w.completed[area]) / whole(w));
    if (!shares.every((s) => s < ideal * NEGLECT_RATIO)) continue;
    const shortfall = shares.reduce((sum, s) => sum + (ideal - s), 0);
    if (!best || shortfall > best.shortfall)
      best = { area, weeks: NEGLECT_WEEKS, shares, ideal, shortfall };
  }
  if (!best) return null;
  const { shortfall: _, ...trend } = best;
  return trend;
}
