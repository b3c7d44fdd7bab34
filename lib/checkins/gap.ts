// Satisfaction meets effort (issue 45): which areas are low on both how satisfied the user says
// they are and the time they get. Pure and browser-safe; used by the dashboard's wheel of life
// and by Plan today's proposal (lib/planning/propose.ts). It ranks and describes; it never says
// why an area is low (the data shows two numbers side by side, not a cause).
import { CATEGORIES, type Category, type CategoryMap } from "@/lib/categories";
import { SCORE_MAX, SCORE_MIN } from "./shapes";

/** A score at or below this counts as low satisfaction. */
export const LOW_SCORE = 5;

export type AreaGapRow = {
  area: Category;
  score: number;
  /** Share of the period's time, in percent (0-100). */
  share: number;
  /** The ideal share, in percent. */
  ideal: number;
  /** 0-2: dissatisfaction (0-1) plus the shortfall of time against the ideal (0-1). */
  need: number;
  /** Satisfaction at most LOW_SCORE and less time than the ideal. */
  lowOnBoth: boolean;
};

/** 0 at 10/10, 1 at 1/10. */
export const dissatisfaction = (score: number) =>
  (SCORE_MAX - Math.min(SCORE_MAX, Math.max(SCORE_MIN, score))) / (SCORE_MAX - SCORE_MIN);

/**
 * Every area ranked by need, highest first: how far its satisfaction is from 10 plus how far its
 * share of time falls below its ideal (relative to the ideal, 0 when at or above it). Ties keep
 * the wheel's order. An area with no ideal share has no shortfall.
 */
export function rankAreaGaps(input: {
  scores: CategoryMap<number>;
  minutes: Partial<Record<Category, number>>;
  ideal: CategoryMap<number>;
}): AreaGapRow[] {
  const total = CATEGORIES.reduce((s, c) => s + Math.max(0, input.minutes[c] ?? 0), 0);
  const idealTotal = CATEGORIES.reduce((s, c) => s + Math.max(0, input.ideal[c]), 0) || 1;
  return CATEGORIES.map((area, index) => {
    const share = total > 0 ? (100 * Math.max(0, input.minutes[area] ?? 0)) / total : 0;
    const ideal = (100 * Math.max(0, input.ideal[area])) / idealTotal;
    const shortfall = ideal > 0 ? Math.max(0, ideal - share) / ideal : 0;
    const score = input.scores[area];
    return {
      row: {
        area,
        score,
        share,
        ideal,
        need: dissatisfaction(score) + shortfall,
        lowOnBoth: score <= LOW_SCORE && share < ideal,
      },
      index,
    };
  })
    .sort((a, b) => b.row.need - a.row.need || a.index - b.index)
    .map((x) => x.row);
}

/** The areas low on both satisfaction and time, most in need first, at most `max` of them. */
export function areasLowOnBoth(
  input: Parameters<typeof rankAreaGaps>[0],
  max: number,
): AreaGapRow[] {
  return rankAreaGaps(input)
    .filter((row) => row.lowOnBoth)
    .slice(0, max);
}

/** "Health: 4/10, 3% of your time this month" (the share rounded; "under 1%" for a sliver). */
export function gapSentence(
  row: AreaGapRow,
  label: (area: string) => string,
  period: string,
): string {
  const pct = row.share > 0 && row.share < 1 ? "under 1%" : `${Math.round(row.share)}%`;
  return `${label(row.area)}: ${row.score}/10, ${pct} of your time ${period}`;
}
