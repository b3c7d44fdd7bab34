// Step 1: the reviewed week per area against the ideal, as plain bars (no chart library: eight
// rows of text and two bars each read well on a phone and to a screen reader). By time (issue 27)
// each row shows the area's time before its share, as the wheel's legend does: "3 h 15 m · 50% / 12.5%",
// and under it the calendar's part of that time (issue 44 item 5): "2 h of it from your calendar".
import { CATEGORIES, categoryColor, type CategoryMap } from "@/lib/categories";
import { calendarPartText, formatMinutes } from "@/lib/time/minutes";
import type { BalanceBy } from "@/lib/time/rules";
import { formatIdeal, sharePercent } from "@/lib/tasks/shares";

type Props = {
  /** Minutes (by time) or completed tasks (by count) per area. */
  amounts: CategoryMap<number>;
  /** By time, the part of `amounts` from the calendar. */
  calendar?: CategoryMap<number>;
  ideal: CategoryMap<number>;
  label: (area: string) => string;
  by: BalanceBy;
};

export function WeekShares({ amounts, calendar, ideal, label, by }: Props) {
  const total = CATEGORIES.reduce((s, c) => s + amounts[c], 0);
  const idealTotal = CATEGORIES.reduce((s, c) => s + ideal[c], 0) || 1;
  return (
    // One grid for all rows (each row a subgrid), so every bar has the same length and scale; on a
    // phone the bar takes a line of its own under the name and the figures, where it keeps room.
    <ul
      className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-2 gap-y-3 sm:grid-cols-[minmax(0,8rem)_minmax(4rem,1fr)_auto] sm:gap-y-2"
      aria-label="Your week by life area"
    >
      {CATEGORIES.map((c) => {
        const actual = total ? (100 * amounts[c]) / total : 0;
        const target = (100 * ideal[c]) / idealTotal;
        return (
          <li
            key={c}
            className="col-span-full grid grid-cols-subgrid items-center gap-y-1 text-sm"
            data-testid={`review-share-${c}`}
          >
            <span className="truncate">{label(c)}</span>
            <span
              className="relative h-3 rounded-full bg-muted max-sm:col-span-2 max-sm:row-start-2"
              aria-hidden
              data-testid="review-share-bar"
            >
              <span
                className="absolute inset-y-0 left-0 rounded-full"
                style={{ width: `${actual}%`, backgroundColor: categoryColor(c) }}
              />
              <span
                className="absolute inset-y-[-3px] w-0.5 bg-foreground/70"
                style={{ left: `${target}%` }}
                title="Your ideal share"
              />
            </span>
            <span className="tabular-nums text-muted-foreground max-sm:col-start-2 max-sm:row-start-1">
              {by === "time" && `${formatMinutes(amounts[c])} · `}
              {sharePercent(amounts[c], total)}%{" "}
              <span className="sr-only">against an ideal of</span>
              <span aria-hidden>/</span> {formatIdeal(target)}%
            </span>
            {(calendar?.[c] ?? 0) > 0 && (
              <span
                className="col-span-full text-xs text-muted-foreground"
                data-testid={`review-share-${c}-calendar`}
              >
                {calendarPartText(calendar![c])}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
