// This week's score and the last four weeks in plain words: the area that got the least of the
// user's effort against their ideal, and the one that got the most.
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatIdeal } from "@/lib/tasks/shares";
import { TREND_WEEKS, type AreaGap, type WeekHistory } from "@/lib/insights/score";

/** Within this many percentage points of the ideal an area counts as in balance. */
const CLOSE_ENOUGH = 3;

const pct = (n: number) => `${Math.round(n)}%`;
/** Ideals as the dashboard's legend writes them ("12.5%"). */
const idealPct = (n: number) => `${formatIdeal(n)}%`;

type Props = { weeks: WeekHistory[]; gaps: { neglected: AreaGap; overServed: AreaGap }; label: (area: string) => string };

export function TrendSummary({ weeks, gaps, label }: Props) {
  const [previous, current] = [weeks.at(-2), weeks.at(-1)!];
  const change = current.score !== null && previous?.score != null ? current.score - previous.score : null;
  const { neglected, overServed } = gaps;
  const balanced = -neglected.gap < CLOSE_ENOUGH && overServed.gap < CLOSE_ENOUGH;
  return (
    <Card>
      <CardHeader>
        <CardTitle>This week</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-4xl font-bold tabular-nums" data-testid="week-score">{current.score ?? "–"}</span>
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
            <>Over the last {TREND_WEEKS} weeks every area stayed within {CLOSE_ENOUGH} points of your ideal. Well balanced.</>
          ) : (
            <>
              Over the last {TREND_WEEKS} weeks, <strong>{label(neglected.area)}</strong> got the least of your attention:{" "}
              {pct(neglected.actual)} of your completed tasks against an ideal of {idealPct(neglected.ideal)}.{" "}
              <strong>{label(overServed.area)}</strong> got the most: {pct(overServed.actual)} against {idealPct(overServed.ideal)}.
            </>
          )}
        </p>
      </CardContent>
    </Card>
  );
}
