"use client";

import { useRef, type ComponentType } from "react";
import { useLoadedComponent, useNearViewport } from "@/components/ui/deferred-loading";
import { Skeleton } from "@/components/ui/skeleton";
import type { WeekHistory } from "@/lib/insights/score";
import type { ScorePoint } from "./score-line";
import { weekLabel } from "./week-label";

const loadLine = (): Promise<ComponentType<{ points: ScorePoint[] }>> =>
  import("./score-line").then((m) => m.ScoreLine);

/** The score per week as a line (loaded near the screen), with the same figures as a list for screen readers. */
export function ScoreChart({ weeks }: { weeks: WeekHistory[] }) {
  const box = useRef<HTMLDivElement>(null);
  const Line = useLoadedComponent(useNearViewport(box), loadLine);
  const latest = weeks.at(-1)!.weekStart;
  const points = weeks.map((w) => ({ x: weekLabel(w.weekStart, latest), y: w.score }));
  return (
    <>
      <div
        ref={box}
        className="h-56 w-full text-primary sm:h-64"
        aria-hidden
        data-testid="score-chart"
      >
        {/* The line is a module loaded near the screen and held in state: stable once set. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        {Line ? <Line points={points} /> : <Skeleton className="size-full" />}
      </div>
      <ul className="sr-only" aria-label="Balance score by week">
        {weeks.map((w) => (
          <li key={w.weekStart}>
            Week of {weekLabel(w.weekStart, latest)}:{" "}
            {w.score === null ? "no completed tasks" : `score ${w.score}`}
          </li>
        ))}
      </ul>
    </>
  );
}
