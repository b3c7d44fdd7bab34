// The 0–100 axis both Insights charts share: its labels (HTML beside the plot) and its grid lines
// (inside the plot's SVG), at the same heights, in percent of the plot box.
const TICKS = [0, 25, 50, 75, 100];

/** The tick labels, to the left of the plot; `unit` follows each number ("%" on the shares). */
export function PercentLabels({ unit = "", className }: { unit?: string; className: string }) {
  return TICKS.map((t) => (
    <span
      key={t}
      className={`absolute -translate-x-full -translate-y-1/2 tabular-nums ${className}`}
      style={{ top: `${100 - t}%` }}
    >
      {t}
      {unit}
    </span>
  ));
}

/** The horizontal grid lines, drawn inside the plot's <svg>. */
export function PercentGridLines() {
  return TICKS.map((t) => (
    <line
      key={t}
      x1="0"
      x2="100%"
      y1={`${100 - t}%`}
      y2={`${100 - t}%`}
      stroke="var(--color-border)"
    />
  ));
}
