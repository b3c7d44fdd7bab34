// Each week's share of the user's measure by area (time by default, tasks by count; issue 27),
// beside the ideal split, with the legend and the figures as a table for screen readers.
import { CATEGORIES, categoryColor, type CategoryMap } from "@/lib/categories";
import { hasMeasure, measureOf, type WeekHistory } from "@/lib/insights/score";
import { calendarPartText, formatMinutes } from "@/lib/time/minutes";
import type { BalanceBy } from "@/lib/time/rules";
import { formatIdeal } from "@/lib/tasks/shares";
import { AreaShareBars, type ShareRow } from "./area-share-bars";
import { weekLabel } from "./week-label";

const IDEAL = "Ideal";

const perArea = <T,>(f: (c: (typeof CATEGORIES)[number]) => T) =>
  Object.fromEntries(CATEGORIES.map((c) => [c, f(c)])) as CategoryMap<T>;

/**
 * Shares in percent of each week's time or tasks (weeks with nothing to measure are left out); by
 * time a value says the calendar's part: "41 h (62%), 30 h of it from your calendar".
 */
function shareRows(weeks: WeekHistory[], ideal: CategoryMap<number>, by: BalanceBy): ShareRow[] {
  const latest = weeks.at(-1)!.weekStart;
  const idealTotal = CATEGORIES.reduce((s, c) => s + ideal[c], 0) || 1;
  const rows: ShareRow[] = weeks
    .filter((w) => hasMeasure(w, by))
    .map((w) => {
      const amounts = measureOf(w, by);
      const total = CATEGORIES.reduce((s, c) => s + amounts[c], 0) || 1;
      const shares = perArea((c) => (100 * amounts[c]) / total);
      return {
        week: weekLabel(w.weekStart, latest),
        shares,
        values: perArea((c) => {
          const percent = `${Math.round(shares[c])}%`;
          if (by !== "time") return percent;
          const calendar = w.calendarMinutes?.[c] ?? 0;
          return `${formatMinutes(amounts[c])} (${percent})${calendar > 0 ? `, ${calendarPartText(calendar)}` : ""}`;
        }),
      };
    });
  const idealShares = perArea((c) => (100 * ideal[c]) / idealTotal);
  rows.push({
    week: IDEAL,
    shares: idealShares,
    values: perArea((c) => `${formatIdeal(idealShares[c])}%`),
  });
  return rows;
}

export function AreaShareChart({
  weeks,
  ideal,
  label,
  by,
}: {
  weeks: WeekHistory[];
  ideal: CategoryMap<number>;
  label: (area: string) => string;
  by: BalanceBy;
}) {
  const rows = shareRows(weeks, ideal, by);
  return (
    <div className="space-y-3">
      <div className="h-64 w-full" aria-hidden data-testid="area-share-chart">
        <AreaShareBars rows={rows} label={label} />
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label="Colours of the life areas">
        {CATEGORIES.map((c) => (
          <li key={c} className="flex items-center gap-1.5">
            <span
              className="size-2.5 rounded-full"
              style={{ backgroundColor: categoryColor(c) }}
              aria-hidden
            />
            {label(c)}
          </li>
        ))}
      </ul>
      {/* A table ignores sr-only's 1 px width and widens the page on a phone: its wrapper clips it. */}
      <div className="sr-only">
        <table data-testid="area-share-table">
          <caption>
            {by === "time"
              ? "Time of completed tasks and your calendar by area, per week, and your ideal split"
              : "Share of completed tasks by area, per week, and your ideal"}
          </caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              {CATEGORIES.map((c) => (
                <th key={c} scope="col">
                  {label(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.week}>
                <th scope="row">{r.week}</th>
                {CATEGORIES.map((c) => (
                  <td key={c}>{r.values[c]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
