"use client";

import { useRef, type ComponentType } from "react";
import { useLoadedComponent, useNearViewport } from "@/components/ui/deferred-loading";
import { Skeleton } from "@/components/ui/skeleton";
import { formatIdeal } from "@/lib/tasks/shares";
import {
  wheelSlices,
  wheelSlicesOfAreas,
  type AreaWeight,
  type WheelSlice,
} from "@/lib/tasks/wheel";
import type { TaskDto } from "@/lib/tasks/schemas";
import type { CategoryMap } from "@/lib/categories";
import { calendarPartText, formatMinutes } from "@/lib/time/minutes";
import type { BalanceBy } from "@/lib/time/rules";

type PieProps = { slices: WheelSlice[]; label: (c: string) => string; by?: BalanceBy };

/**
 * The nivo pie (its code and its first render are the dashboard's heaviest work) is loaded once the
 * wheel is near the screen and the browser is idle: right after the list paints on a wide screen,
 * when the user scrolls down to it on a phone. Until then a placeholder keeps the space.
 */
const loadPie = (): Promise<ComponentType<PieProps>> =>
  import("./wheel-pie").then((m) => m.WheelPie);

type Props = {
  title: string;
  kind: "active" | "completed";
  /** The tasks the wheel is drawn from, or (`weights`) totals per area summed by the server. */
  tasks?: TaskDto[];
  weights?: ReadonlyMap<string, AreaWeight>;
  ideal: CategoryMap<number>;
  label: (category: string) => string;
  onLoadError: (e: unknown) => void;
  showLegendTour?: boolean;
  /** What the wheel measures (issue 27): time by default, or task counts as in the spec. */
  by?: BalanceBy;
  defaultMinutes?: number;
  /** By time, the calendar's busy minutes per area (issue 44 item 5), and the days they cover. */
  calendarMinutes?: CategoryMap<number>;
  calendarDays?: string;
};

// What an empty wheel will show, said in words: eight equal slices read as perfect balance.
const EMPTY_TEXT = {
  active: "Add a task and the share of each life area will appear here.",
  completed: "Complete a task and the share of each life area will appear here.",
} as const;

/** An empty ring in the wheel's place: no slices, so nothing to mistake for a balanced life. */
function EmptyRing() {
  return (
    <svg viewBox="0 0 100 100" className="size-full text-muted" data-testid="wheel-empty-ring">
      <circle cx="50" cy="50" r="36" fill="none" stroke="currentColor" strokeWidth="20" />
    </svg>
  );
}

export function BalanceWheel({
  title,
  kind,
  tasks,
  weights,
  ideal,
  label,
  onLoadError,
  showLegendTour,
  by = "count",
  defaultMinutes,
  calendarMinutes,
  calendarDays,
}: Props) {
  const pieBox = useRef<HTMLDivElement>(null);
  const { slices, total, totalMinutes, calendarTotal, checks, empty, measuredPercent } = weights
    ? wheelSlicesOfAreas(weights, { by, calendarMinutes })
    : wheelSlices(tasks ?? [], { by, defaultMinutes, calendarMinutes });
  // No pie code is fetched for an empty wheel.
  const Pie = useLoadedComponent(useNearViewport(pieBox) && !empty, loadPie, onLoadError);
  const headingId = `wheel-${kind}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        <p className="text-xs text-muted-foreground" data-testid={`wheel-${kind}-basis`}>
          Based on{" "}
          {by === "time" && !empty
            ? `${formatMinutes(totalMinutes)}${calendarTotal > 0 ? ": " : " across "}`
            : ""}
          {total - checks} {kind} {total - checks === 1 ? "task" : "tasks"}
          {checks > 0 && ` and ${checks} habit ${checks === 1 ? "check" : "checks"}`}
          {calendarTotal > 0 &&
            ` and ${formatMinutes(calendarTotal)} from your calendar${calendarDays ? ` (${calendarDays})` : ""}`}
          {by === "time" && measuredPercent > 0 && ` · ${measuredPercent}% measured`}
        </p>
      </div>
      <div
        ref={pieBox}
        className="mx-auto aspect-square w-full max-w-[220px]"
        aria-hidden
        data-testid={`wheel-${kind}-chart`}
      >
        {/* The pie is a module loaded after first paint and held in state: stable once set. */}
        {empty ? (
          <EmptyRing />
        ) : Pie ? (
          // eslint-disable-next-line react-hooks/static-components
          <Pie slices={slices} label={label} by={by} />
        ) : (
          <Skeleton className="size-full rounded-full" />
        )}
      </div>
      {empty && (
        <p
          className="text-center text-sm text-muted-foreground"
          data-testid={`wheel-${kind}-empty`}
        >
          {EMPTY_TEXT[kind]}
        </p>
      )}
      {/* The legend is the wheel's text alternative: share vs the ideal, and the calendar's part, per area. */}
      <ul
        className="grid grid-cols-1 gap-1 text-sm"
        aria-label={`${title} by life area`}
        data-tour={showLegendTour ? "legend" : undefined}
        data-toast-avoid
      >
        {slices.map((s) => (
          <li
            key={s.id}
            className="flex flex-wrap items-center gap-x-2"
            data-testid={`legend-${kind}-${s.id}`}
          >
            <span
              className="size-3 shrink-0 rounded-full"
              style={{ backgroundColor: s.color }}
              aria-hidden
            />
            {/* Whole names (issue 47 item 9): a name wraps rather than ending in "…". */}
            <span className="min-w-0 flex-1 break-words" data-testid="legend-name">
              {label(s.id)}
            </span>
            {by === "time" && (
              <span className="text-xs tabular-nums text-muted-foreground">
                {formatMinutes(s.minutes)} ·
              </span>
            )}
            <span className="tabular-nums font-medium">{s.percentage}%</span>
            <span className="text-xs tabular-nums text-muted-foreground" title="Your ideal share">
              <span className="sr-only">ideal </span>/ {formatIdeal(ideal[s.id])}%
            </span>
            {s.calendarMinutes > 0 && (
              <span
                className="basis-full pl-5 text-xs text-muted-foreground"
                data-testid={`legend-${kind}-${s.id}-calendar`}
              >
                {calendarPartText(s.calendarMinutes)}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
