// Issue 45: each area's satisfaction over time (the check-ins, oldest first) next to its share of
// the time of completed tasks over the weeks shown. A table; each row's line is drawn in SVG and
// said in words for screen readers.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CATEGORIES, categoryColor, type Category, type CategoryMap } from "@/lib/categories";
import { SCORE_MAX, SCORE_MIN, type CheckinDto } from "@/lib/checkins/shapes";
import { areaGaps, type WeekHistory } from "@/lib/insights/score";
import { shortDate } from "@/lib/time/day-labels";

const W = 120;
const H = 28;

function Sparkline({ values, color }: { values: number[]; color: string }) {
  const y = (v: number) => H - 2 - ((v - SCORE_MIN) / (SCORE_MAX - SCORE_MIN)) * (H - 4);
  const x = (i: number) => (values.length === 1 ? W / 2 : 2 + (i * (W - 4)) / (values.length - 1));
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-7 w-28" aria-hidden>
      <polyline
        points={values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ")}
        fill="none"
        stroke={color}
        strokeWidth={2}
        strokeLinejoin="round"
      />
      {values.map((v, i) => (
        <circle key={i} cx={x(i)} cy={y(v)} r={2.5} fill={color} />
      ))}
    </svg>
  );
}

type Props = {
  /** Newest first, as the API gives them. */
  checkins: CheckinDto[];
  weeks: WeekHistory[];
  ideal: CategoryMap<number>;
  label: (area: string) => string;
  today: string;
};

export function SatisfactionByArea({ checkins, weeks, ideal, label, today }: Props) {
  const oldestFirst = [...checkins].reverse();
  const shares = areaGaps(weeks, ideal, "time");
  const share = (area: Category) => {
    const g = shares?.gaps.find((x) => x.area === area);
    return g ? `${Math.round(g.actual)}%` : "–";
  };
  return (
    <Card data-testid="satisfaction-by-area">
      <CardHeader>
        <CardTitle>
          <h2>Satisfaction and time by area</h2>
        </CardTitle>
        <CardDescription>
          How satisfied you said you were at each check-in, next to each area&rsquo;s share of the
          time of your completed tasks over the weeks above. Side by side, not cause and effect.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {checkins.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Check in from the dashboard and each area&rsquo;s satisfaction shows here over time.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-xs text-muted-foreground">
                  <th scope="col" className="py-1 font-medium">
                    Area
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Satisfaction over time
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Latest
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Share of time
                  </th>
                </tr>
              </thead>
              <tbody>
                {CATEGORIES.map((area) => {
                  const values = oldestFirst.map((c) => c.scores[area]);
                  return (
                    <tr key={area} className="border-t" data-testid={`satisfaction-${area}`}>
                      <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                        {label(area)}
                      </th>
                      <td className="py-1.5 pr-2">
                        <Sparkline values={values} color={categoryColor(area)} />
                        <span className="sr-only">
                          {oldestFirst
                            .map((c) => `${c.scores[area]} on ${shortDate(c.date, today)}`)
                            .join(", ")}
                        </span>
                      </td>
                      <td className="py-1.5 text-right font-medium tabular-nums">
                        {values.at(-1)}/10
                      </td>
                      <td className="py-1.5 text-right tabular-nums">{share(area)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
