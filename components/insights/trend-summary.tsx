// This week's score and the last four weeks in plain words: the areas that got the least of the
// user's effort, and the ones that got the most (ties named together, see trendWords).
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatIdeal } from "@/lib/tasks/shares";
import { TREND_WEEKS, trendWords, type AreaGap, type WeekHistory } from "@/lib/insights/score";
import type { BalanceBy } from "@/lib/time/rules";

/** Within this many percentage points of the ideal an area counts as in balance. */
const CLOSE_ENOUGH = 3;

type Props = {
  weeks: WeekHistory[];
  gaps: { gaps: AreaGap[]; neglected: AreaGap; overServed: AreaGap };
  label: (area: string) => string;
  by: BalanceBy;
};

export function TrendSummary({ weeks, gaps, label, by }: Props) {
  const [previous, current] = [weeks.at(-2), weeks.at(-1)!];
  const change =
    current.score !== null && previous?.score != null ? current.score - previous.score : null;
  const { neglected, overServed } = gaps;
  const balanced = -neglected.gap < CLOSE_ENOUGH && overServed.gap < CLOSE_ENOUGH;
  const words = trendWords(gaps.gaps, label, formatIdeal, by);
  // A new account's history may be shorter than the trend's weeks (it starts at the first week).
  const span = Math.min(TREND_WEEKS, weeks.length);
  const over = span === 1 ? "This week" : `Over the last ${span} weeks`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>This week</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-4xl font-bold tabular-nums" data-testid="week-score">
            {current.score ?? "–"}
          </span>
          <span className="text-sm text-muted-foreground">
            {current.score === null
              ? "No completed tasks yet this week."
              : change === null
                ? "balance score this week"
                : change === 0
                  ? "balance score, the same as last week"
                  : `balance score, ${change > 0 ? "up" : "down"} ${Math.abs(change)} from last week`}
          </span>
        </p>
        <p data-testid="trend-words">
          {balanced ? (
            <>
              {over} every area stayed within {CLOSE_ENOUGH} points of your ideal. Well balanced.
            </>
          ) : (
            <>
              {over}: {words.least} {words.most}
            </>
          )}
        </p>
      </CardContent>
    </Card>
  );
}
