// The weekly score as a plain SVG line (issue 30): a dozen points need no chart library, so the
// line is drawn with the page's HTML (no chart code to load, no long task on a phone). Coordinates
// are percentages of the plot box, so it fills any width without measuring it; the axis labels are
// HTML beside it. Weeks without a score leave a gap in the line.
import { PercentGridLines, PercentLabels } from "./percent-axis";
export type ScorePoint = { x: string; y: number | null };

/** Where point i of n sits across the plot, in percent (one point sits in the middle). */
const xPercent = (i: number, n: number) => (n <= 1 ? 50 : (100 * i) / (n - 1));

/** Every other week's label (counting back from the latest) once they would crowd a phone. */
const showsLabel = (i: number, n: number) => n <= 8 || (n - 1 - i) % 2 === 0;

export function ScoreLine({ points }: { points: ScorePoint[] }) {
  const n = points.length;
  const at = points.map((p, i) => ({ ...p, cx: `${xPercent(i, n)}%`, cy: `${100 - (p.y ?? 0)}%` }));
  return (
    <div className="relative size-full pt-3 pr-4 pb-12 pl-9 text-[11px] text-muted-foreground">
      <div className="relative size-full">
        <PercentLabels className="-left-2" />
        <svg className="absolute inset-0 size-full overflow-visible" role="presentation">
          <PercentGridLines />
          {/* SVG attributes do not read CSS variables: the line takes the wrapper's text colour (the theme's primary). */}
          <g className="text-primary" stroke="currentColor" fill="currentColor">
            {at.map((p, i) => {
              const next = at[i + 1];
              return p.y !== null && next && next.y !== null ? (
                <line
                  key={`l${i}`}
                  x1={p.cx}
                  y1={p.cy}
                  x2={next.cx}
                  y2={next.cy}
                  strokeWidth={3}
                  strokeLinecap="round"
                />
              ) : null;
            })}
            {at.map((p, i) =>
              p.y === null ? null : (
                <circle key={`p${i}`} cx={p.cx} cy={p.cy} r={4}>
                  <title>{`Week of ${p.x}: ${p.y}`}</title>
                </circle>
              ),
            )}
          </g>
        </svg>
        {at.map((p, i) =>
          showsLabel(i, n) ? (
            <span
              key={p.x}
              className="absolute top-full mt-2 origin-top-right -translate-x-full -rotate-[35deg] whitespace-nowrap"
              style={{ left: p.cx }}
            >
              {p.x}
            </span>
          ) : null,
        )}
      </div>
    </div>
  );
}
