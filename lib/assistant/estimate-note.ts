// "Your estimates run short" on the dashboard's analysis (issue 46 item 6): the same sentence and
// thresholds as the weekly review's (lib/ai/estimate-words.ts), over the tasks completed in the
// last four weeks up to today. Added after the engine's text, so neither engine can say more than
// the data shows. docs/decisions/estimate-vs-actual.md.
import "server-only";
import type { BalanceAnalysis } from "@/lib/ai/types";
import { ESTIMATE_WEEKS, estimatesRunShort } from "@/lib/ai/estimate-words";
import { categoryLabel, type Category } from "@/lib/categories";
import { estimatedAndSpent } from "@/lib/insights/estimates";
import { addDays } from "@/lib/time/days";
import { todayIn } from "@/lib/time/clock";

/** The note for the tasks completed from 27 days ago to today in `timeZone`, or null. */
export async function estimateNote(
  userId: string,
  timeZone: string,
  categoryNames: Partial<Record<Category, string>> | undefined,
  now = new Date(),
): Promise<string | null> {
  const today = todayIn(timeZone, now);
  const rows = await estimatedAndSpent(
    userId,
    addDays(today, -(7 * ESTIMATE_WEEKS - 1)),
    addDays(today, 1),
    timeZone,
  );
  return estimatesRunShort(rows, (c) => categoryLabel(c, categoryNames));
}

/** The analysis with the note after its text (unchanged without one). */
export const withEstimateNote = (
  analysis: BalanceAnalysis,
  note: string | null,
): BalanceAnalysis => (note ? { ...analysis, analysis: `${analysis.analysis} ${note}` } : analysis);
