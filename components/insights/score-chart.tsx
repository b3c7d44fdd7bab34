// The score per week as a line, with the same figures as a list for screen readers. The line is
// plain SVG drawn with the page (issue 30: the nivo line it replaces cost a long task on phones).
import type { WeekHistory } from "@/lib/insights/score";
import { ScoreLine } from "./score-line";
import { weekLabel } from "./week-label";

export function ScoreChart({ weeks }: { weeks: WeekHistory[] }) {
  const latest = weeks.at(-1)!.weekStart;
  const points = weeks.map((w) => ({ x: weekLabel(w.weekStart, latest), y: w.score }));
  return (
    <>
      <div className="h-56 w-full sm:h-64" aria-hidden data-testid="score-chart">
        <ScoreLine points={points} />
      </div>
      <ul className="sr-only" aria-label="Balance score by week">
        {weeks.map((w) => (
          <li key={w.weekStart}>
            Week of {weekLabel(w.weekStart, latest)}:{" "}
            {w.score === null ? "no completed tasks" : `score ${w.score}`}
          </li>
        ))}
      </ul>
    </>
  );
}
