// Estimate against actual (issue 46 item 6): what the analysis may say about estimates, and only when
// the data shows it. Pure and browser-safe: the weekly review reads the same words the server built.
// docs/decisions/estimate-vs-actual.md names the threshold.
import type { Category } from "@/lib/categories";
import { formatMinutes } from "@/lib/time/minutes";

/** One finished, estimated and timed piece of work: a task's estimate and the minutes timed on it. */
export type EstimatePair = { planned: number; spent: number };

/** How many weeks the review's sentence looks at (the reviewed week and the three before). */
export const ESTIMATE_WEEKS = 4;

/** Fewer measured tasks than this say nothing about estimates. */
export const MIN_MEASURED_TASKS = 5;
/** Spent at least this much over planned, in total… */
const SHORT_RATIO = 1.25;
/** …and most tasks (more than this share) ran over their own estimate. */
const MOST_RAN_OVER = 0.5;

/** An area is named when it holds at least this share of the extra minutes… */
const AREA_SHARE_OF_EXTRA = 2 / 3;
/** …and at least this many of the timed tasks, themselves over by SHORT_RATIO with most over. */
const MIN_AREA_TASKS = 3;

/** Whether these pairs (all timed) ran short: SHORT_RATIO over in total and most of them over. */
function ranShort(measured: readonly EstimatePair[]): { planned: number; spent: number } | null {
  const planned = measured.reduce((s, p) => s + p.planned, 0);
  const spent = measured.reduce((s, p) => s + p.spent, 0);
  const over = measured.filter((p) => p.spent > p.planned).length;
  if (spent < planned * SHORT_RATIO || over <= measured.length * MOST_RAN_OVER) return null;
  return { planned, spent };
}

const percentMore = (a: { planned: number; spent: number }) =>
  Math.round((100 * (a.spent - a.planned)) / a.planned);

/**
 * "Your estimates run short: in the last 4 weeks, 6 timed tasks took 9 h 20 m against 6 h planned (56% more)." Null unless
 * at least MIN_MEASURED_TASKS tasks were timed, together they took at least SHORT_RATIO × their
 * estimates, and more than half of them ran over: never more than the data shows. With areas and
 * `label`, one area that holds two thirds of the extra time (and ran short on its own, over at
 * least MIN_AREA_TASKS tasks) is named: " Most of it is in Career: 4 tasks took 80% more."
 */
export function estimatesRunShort(
  pairs: readonly (EstimatePair & { category?: Category })[],
  label?: (category: Category) => string,
): string | null {
  const measured = pairs.filter((p) => p.planned > 0 && p.spent > 0);
  if (measured.length < MIN_MEASURED_TASKS) return null;
  const total = ranShort(measured);
  if (!total) return null;
  const sentence = `Your estimates run short: in the last ${ESTIMATE_WEEKS} weeks, ${measured.length} timed tasks took ${formatMinutes(total.spent)} against ${formatMinutes(total.planned)} planned (${percentMore(total)}% more).`;
  if (!label) return sentence;
  const byArea = new Map<Category, EstimatePair[]>();
  for (const p of measured)
    if (p.category) byArea.set(p.category, [...(byArea.get(p.category) ?? []), p]);
  const extra = total.spent - total.planned;
  for (const [area, list] of byArea) {
    if (list.length < MIN_AREA_TASKS) continue;
    const own = ranShort(list);
    if (!own || own.spent - own.planned < extra * AREA_SHARE_OF_EXTRA) continue;
    return `${sentence} Most of it is in ${label(area)}: ${list.length} tasks took ${percentMore(own)}% more.`;
  }
  return sentence;
}

/** The review's line for one area: "Career: planned 6 h, spent 9 h 20 m". */
export const estimateAreaLine = (areaLabel: string, a: EstimatePair): string =>
  `${areaLabel}: planned ${formatMinutes(a.planned)}, spent ${formatMinutes(a.spent)}`;

/** Planned and spent per area, summed; areas without measured time are left out. */
export function estimatesByArea(
  rows: readonly (EstimatePair & { category: Category })[],
): Partial<Record<Category, EstimatePair>> {
  const out: Partial<Record<Category, EstimatePair>> = {};
  for (const r of rows) {
    if (r.spent <= 0) continue;
    const a = (out[r.category] ??= { planned: 0, spent: 0 });
    a.planned += r.planned;
    a.spent += r.spent;
  }
  return out;
}
