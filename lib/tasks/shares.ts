// One definition of "an area's share" and of how an ideal is written, used by the wheels' legend
// and by both analysis engines, so the analysis never says 40% / 18% beside a legend's 43% / 17.5%.

/** A whole percentage of `total`, as the legend shows it (0 for an empty wheel). */
export function sharePercent(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

/** An ideal share as the legend writes it: "12.5", "20" (ideals move in steps of 0.5). */
export function formatIdeal(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}
