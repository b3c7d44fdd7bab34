"use client";
// The nivo line of the weekly score (its own module: @nivo/line loads when the chart nears the screen).
import { ResponsiveLine } from "@nivo/line";

export type ScorePoint = { x: string; y: number | null };

export function ScoreLine({ points }: { points: ScorePoint[] }) {
  return (
    <ResponsiveLine
      data={[{ id: "Balance score", data: points }]}
      margin={{ top: 12, right: 16, bottom: 36, left: 36 }}
      yScale={{ type: "linear", min: 0, max: 100 }}
      // Every other week's label once they would crowd a phone's width.
      axisBottom={{
        tickSize: 0,
        tickPadding: 8,
        tickRotation: -35,
        tickValues:
          points.length > 8
            ? points.filter((_, i) => (points.length - 1 - i) % 2 === 0).map((p) => p.x)
            : undefined,
      }}
      axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: [0, 25, 50, 75, 100] }}
      gridYValues={[0, 25, 50, 75, 100]}
      enableGridX={false}
      // SVG attributes do not read CSS variables: the line takes the wrapper's text colour (the theme's primary).
      colors={["currentColor"]}
      lineWidth={3}
      pointSize={8}
      pointColor="currentColor"
      pointBorderWidth={2}
      pointBorderColor="currentColor"
      useMesh
      animate={false}
      theme={{
        text: { fill: "var(--color-muted-foreground)", fontSize: 11 },
        grid: { line: { stroke: "var(--color-border)" } },
      }}
      tooltip={({ point }) => (
        <div className="rounded-md border bg-popover px-2 py-1 text-xs text-popover-foreground shadow">
          Week of {String(point.data.x)}: {String(point.data.y)}
        </div>
      )}
    />
  );
}
