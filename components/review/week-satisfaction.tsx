// The weekly review's satisfaction meets effort (issue 45): the areas low on both the latest
// check-in's score and their share of the week, most in need first, with their two numbers and no
// cause. Nothing shows before a first check-in or when no area is low on both.
import { areasLowOnBoth, gapSentence } from "@/lib/checkins/gap";
import type { CategoryMap } from "@/lib/categories";

type Props = {
  scores: CategoryMap<number> | null;
  /** The week's minutes or completed tasks per area (the measure the review shows). */
  amounts: CategoryMap<number>;
  ideal: CategoryMap<number>;
  label: (area: string) => string;
  period: string;
};

export function WeekSatisfaction({ scores, amounts, ideal, label, period }: Props) {
  if (!scores) return null;
  const low = areasLowOnBoth({ scores, minutes: amounts, ideal }, 3);
  if (low.length === 0) return null;
  return (
    <section
      aria-labelledby="review-satisfaction"
      className="space-y-2"
      data-testid="review-satisfaction"
    >
      <h3 id="review-satisfaction" className="font-semibold">
        Low on both satisfaction and time
      </h3>
      <ul className="space-y-1 text-sm">
        {low.map((row) => (
          <li key={row.area}>{gapSentence(row, label, period)}</li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        Scores from your last check-in. Worth a thought when you choose next week&apos;s focus.
      </p>
    </section>
  );
}
