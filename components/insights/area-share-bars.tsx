"use client";
// Stacked 100% bars: each week's completed tasks by area, and a last bar with the ideal split.
import { ResponsiveBar } from "@nivo/bar";
import { CATEGORIES, categoryColor } from "@/lib/categories";

export type ShareRow = { week: string } & Record<string, number | string>;

export function AreaShareBars({
  rows,
  label,
}: {
  rows: ShareRow[];
  label: (area: string) => string;
}) {
  return (
    <ResponsiveBar
      data={rows}
      keys={[...CATEGORIES]}
      indexBy="week"
      margin={{ top: 8, right: 8, bottom: 36, left: 40 }}
      padding={0.25}
      valueScale={{ type: "linear", min: 0, max: 100 }}
      colors={({ id }) => categoryColor(String(id))}
      enableLabel={false}
      axisBottom={{ tickSize: 0, tickPadding: 8, tickRotation: rows.length > 9 ? -35 : 0 }}
      axisLeft={{
        tickSize: 0,
        tickPadding: 6,
        tickValues: [0, 25, 50, 75, 100],
        format: (v) => `${v}%`,
      }}
      gridYValues={[0, 25, 50, 75, 100]}
      animate={false}
      theme={{
        text: { fill: "var(--color-muted-foreground)", fontSize: 11 },
        grid: { line: { stroke: "var(--color-border)" } },
      }}
      tooltip={({ id, value, indexValue }) => (
        <div className="rounded-md border bg-popover px-2 py-1 text-xs text-popover-foreground shadow">
          {indexValue}: {label(String(id))} {Math.round(Number(value))}%
        </div>
      )}
    />
  );
}
