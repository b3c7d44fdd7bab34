// Stacked 100% bars: each week's share of the user's measure by area, and a last bar with the
// ideal split. Plain SVG in percentages of the plot box (issue 30: no chart library to load);
// each segment's title is its tooltip, and the chart's table says the same to screen readers.
import { PercentGridLines, PercentLabels } from "./percent-axis";
import { CATEGORIES, categoryColor, type CategoryMap } from "@/lib/categories";

/** `shares` in percent of the week; `values` how each share reads ("3 h 15 m (50%)"). */
export type ShareRow = { week: string; shares: CategoryMap<number>; values: CategoryMap<string> };

/** The gap between bars, as a fraction of each bar's slot (nivo's padding of the old chart). */
const PADDING = 0.25;

export function AreaShareBars({
  rows,
  label,
}: {
  rows: ShareRow[];
  label: (area: string) => string;
}) {
  const slot = 100 / rows.length;
  const crowded = rows.length > 9;
  return (
    <div className="relative size-full pt-2 pr-2 pb-9 pl-10 text-[11px] text-muted-foreground">
      <div className={`relative size-full ${crowded ? "mb-3" : ""}`}>
        <PercentLabels className="-left-1.5" unit="%" />
        <svg className="absolute inset-0 size-full overflow-visible" role="presentation">
          <PercentGridLines />
          {rows.map((row, i) => {
            let top = 0;
            return (
              <g key={row.week}>
                {CATEGORIES.map((c) => {
                  const height = row.shares[c];
                  if (height <= 0) return null;
                  top += height;
                  return (
                    <rect
                      key={c}
                      x={`${slot * (i + PADDING / 2)}%`}
                      width={`${slot * (1 - PADDING)}%`}
                      y={`${100 - top}%`}
                      height={`${height}%`}
                      fill={categoryColor(c)}
                    >
                      <title>{`${row.week}: ${label(c)} ${row.values[c]}`}</title>
                    </rect>
                  );
                })}
              </g>
            );
          })}
        </svg>
        {rows.map((row, i) => (
          <span
            key={row.week}
            className={`absolute top-full mt-2 whitespace-nowrap ${crowded ? "origin-top-right -translate-x-full -rotate-[35deg]" : "-translate-x-1/2"}`}
            style={{ left: `${slot * (i + (crowded ? 0.6 : 0.5))}%` }}
          >
            {row.week}
          </span>
        ))}
      </div>
    </div>
  );
}
