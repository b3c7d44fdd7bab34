"use client";

import { useRef, type ComponentType } from "react";
import { useLoadedComponent, useNearViewport } from "@/components/ui/deferred-loading";
import { Skeleton } from "@/components/ui/skeleton";
import { CATEGORIES, categoryColor, type CategoryMap } from "@/lib/categories";
import type { WeekHistory } from "@/lib/insights/score";
import type { ShareRow } from "./area-share-bars";
import { weekLabel } from "./week-label";

type BarsProps = { rows: ShareRow[]; label: (area: string) => string };
const loadBars = (): Promise<ComponentType<BarsProps>> =>
  import("./area-share-bars").then((m) => m.AreaShareBars);

const IDEAL = "Ideal";

/** Shares as whole-number percentages of a week's completed tasks (weeks without any are left out). */
function shareRows(weeks: WeekHistory[], ideal: CategoryMap<number>): ShareRow[] {
  const latest = weeks.at(-1)!.weekStart;
  const idealTotal = CATEGORIES.reduce((s, c) => s + ideal[c], 0) || 1;
  const rows: ShareRow[] = weeks
    .filter((w) => w.total > 0)
    .map((w) => ({
      week: weekLabel(w.weekStart, latest),
      ...Object.fromEntries(CATEGORIES.map((c) => [c, (100 * w.completed[c]) / w.total])),
    }));
  rows.push({
    week: IDEAL,
    ...Object.fromEntries(CATEGORIES.map((c) => [c, (100 * ideal[c]) / idealTotal])),
  });
  return rows;
}

export function AreaShareChart({
  weeks,
  ideal,
  label,
}: {
  weeks: WeekHistory[];
  ideal: CategoryMap<number>;
  label: (area: string) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const Bars = useLoadedComponent(useNearViewport(box), loadBars);
  const rows = shareRows(weeks, ideal);
  return (
    <div className="space-y-3">
      <div ref={box} className="h-64 w-full" aria-hidden data-testid="area-share-chart">
        {/* eslint-disable-next-line react-hooks/static-components */}
        {Bars ? <Bars rows={rows} label={label} /> : <Skeleton className="size-full" />}
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
      <table className="sr-only">
        <caption>Share of completed tasks by area, per week, and your ideal</caption>
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
                <td key={c}>{Math.round(Number(r[c]))}%</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
