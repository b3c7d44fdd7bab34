"use client";
// The dashboard's wheel of life (issue 45): the latest satisfaction check-in as a radial wheel with
// the previous one as an outline, and a table saying the same in words. The wheel (and the
// check-in dialog) load on demand.
import { lazy, Suspense } from "react";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCategoryLabel } from "@/components/tasks/use-category-label";
import { useSettings } from "@/components/settings/use-settings";
import { queryKeys } from "@/lib/api/query-keys";
import { CATEGORIES, categoryColor, defaultPercentages } from "@/lib/categories";
import type { CheckinDto } from "@/lib/checkins/shapes";
import { shortDate } from "@/lib/time/day-labels";
import { usePlannerNow } from "@/components/tasks/planner-clock";
import { CheckinButton, WHEEL_OF_LIFE_HEADING } from "./checkin-button";
import { useCompletedSummary } from "@/components/tasks/use-completed";
import { completedMinutesInMonth } from "@/lib/tasks/completed-pages";
import { areasLowOnBoth, gapSentence } from "@/lib/checkins/gap";

const LifeWheel = lazy(() => import("./life-wheel").then((m) => ({ default: m.LifeWheel })));

function change(now: number, before: number | undefined): string {
  if (before === undefined) return "";
  const d = now - before;
  return d === 0 ? "±0" : d > 0 ? `+${d}` : `−${-d}`;
}

export function WheelOfLifeCard() {
  const { data: settings } = useSettings();
  const { data: checkins } = useQuery<CheckinDto[]>({ queryKey: queryKeys.checkins });
  const label = useCategoryLabel();
  const { data: summary } = useCompletedSummary();
  // The planner clock's day: reading the zone with Intl would wake it on every dashboard load.
  const today = usePlannerNow().date;
  const latest = checkins?.[0] ?? null;
  const previous = checkins?.[1] ?? null;
  // Satisfaction meets effort: areas low on both, named first (never a cause, only the two numbers).
  const lowOnBoth = latest
    ? areasLowOnBoth(
        {
          scores: latest.scores,
          // Summed by the server over every task completed this month, not from the list's page.
          minutes: completedMinutesInMonth(
            summary,
            today.slice(0, 7),
            settings?.defaultEstimateMinutes ?? 30,
          ),
          ideal: settings?.categoryPercentages ?? defaultPercentages(),
        },
        2,
      )
    : [];
  // Nothing to show while check-ins are off and none was ever made.
  if (settings?.checkinEvery === "off" && checkins && checkins.length === 0) return null;

  return (
    <Card data-testid="wheel-of-life">
      <CardHeader>
        <CardTitle className="text-lg">
          <h2 id={WHEEL_OF_LIFE_HEADING} tabIndex={-1} className="outline-none">
            Wheel of Life
          </h2>
        </CardTitle>
        <CardDescription>How satisfied you are with each area, from 1 to 10.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {latest ? (
          <div className="grid items-center gap-4 sm:grid-cols-[minmax(0,220px)_minmax(0,1fr)]">
            <div className="mx-auto aspect-square w-full max-w-[220px]">
              <Suspense fallback={<Skeleton className="size-full rounded-full" />}>
                <LifeWheel latest={latest.scores} previous={previous?.scores ?? null} />
              </Suspense>
            </div>
            <table className="w-full text-sm" data-testid="life-wheel-table">
              <caption className="mb-1 text-left text-xs text-muted-foreground">
                Check-in of {shortDate(latest.date, today)}
                {previous ? ` (outline: ${shortDate(previous.date, today)})` : ""}
              </caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">Area</th>
                  <th scope="col">Score</th>
                  {previous && <th scope="col">Change since the previous check-in</th>}
                </tr>
              </thead>
              <tbody>
                {CATEGORIES.map((c) => (
                  <tr key={c} data-testid={`life-row-${c}`}>
                    <th scope="row" className="py-0.5 text-left font-normal">
                      <span className="flex items-center gap-2">
                        <span
                          className="size-3 shrink-0 rounded-full"
                          style={{ backgroundColor: categoryColor(c) }}
                          aria-hidden
                        />
                        <span className="truncate">{label(c)}</span>
                      </span>
                    </th>
                    <td className="text-right font-medium tabular-nums">{latest.scores[c]}/10</td>
                    {previous && (
                      <td className="w-12 text-right text-xs tabular-nums text-muted-foreground">
                        {change(latest.scores[c], previous.scores[c])}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : checkins ? (
          <p className="text-sm text-muted-foreground">
            Your wheel of life appears here after your first check-in.
          </p>
        ) : null}
        {lowOnBoth.length > 0 && (
          <p className="text-sm" data-testid="satisfaction-gap">
            <span className="font-medium">Low on satisfaction and on time: </span>
            {lowOnBoth.map((r) => gapSentence(r, label, "this month")).join("; ")}.
          </p>
        )}
        {!settings?.checkinDue && (
          <CheckinButton variant="outline">
            {latest?.date === today ? "Change today's check-in" : "Check in"}
          </CheckinButton>
        )}
      </CardContent>
    </Card>
  );
}
