// Satisfaction meets effort in the balance analysis (issue 45): the areas low on both the user's
// latest check-in score and their share of the wheel the analysis cites, named first with their
// two numbers and no cause. Both engines use these words (the OpenAI engine adds them when its
// reply leaves the area out), so the analysis says the same thing whichever engine wrote it.
import { CATEGORY_LABELS, type Category } from "@/lib/categories";
import { areasLowOnBoth } from "@/lib/checkins/gap";
import { citedWheel } from "./cited-wheel";
import type { BalanceInput } from "./types";

/** At most this many areas are named: the two that need it most. */
const MAX_NAMED = 2;

/** The areas low on both, most in need first (at most two); none without a check-in. */
export function lowOnBoth(input: BalanceInput): { area: Category; score: number; share: number }[] {
  if (!input.satisfaction) return [];
  const { share } = citedWheel(input);
  return areasLowOnBoth(
    { scores: input.satisfaction, minutes: share, ideal: input.idealPercentages },
    MAX_NAMED,
  ).map((row) => ({ area: row.area, score: row.score, share: share[row.area] }));
}

/**
 * "Health is low on both your satisfaction and your time: 4/10 at your last check-in, 3% of your
 * time to do." Null when no area is low on both (or there is no check-in).
 */
export function satisfactionSentence(input: BalanceInput): string | null {
  const rows = lowOnBoth(input);
  if (rows.length === 0) return null;
  const { of } = citedWheel(input);
  const label = (c: Category) => input.categoryNames?.[c]?.trim() || CATEGORY_LABELS[c];
  const facts = rows.map((r) => `${label(r.area)} ${r.score}/10 and ${r.share}% of ${of}`);
  return rows.length === 1
    ? `${label(rows[0]!.area)} is low on both your satisfaction and your time: ${rows[0]!.score}/10 at your last check-in, ${rows[0]!.share}% of ${of}.`
    : `Low on both your satisfaction and your time: ${facts.join("; ")} (scores from your last check-in).`;
}
