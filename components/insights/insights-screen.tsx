"use client";
// Balance over time: the weekly score, each area's share against its ideal, and the trend in words.
import { useMemo } from "react";
import { PageHeading } from "@/components/layout/page-heading";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { categoryLabel, type Category, type CategoryMap } from "@/lib/categories";
import {
  areaGaps,
  hasCalendarTime,
  hasMeasure,
  TREND_WEEKS,
  weekScore,
  type WeekHistory,
} from "@/lib/insights/score";
import type { BalanceBy } from "@/lib/time/rules";
import { BalanceByControl } from "@/components/dashboard/balance-by-control";
import { AreaShareChart } from "./area-share-chart";
import { ScoreChart } from "./score-chart";
import { TrendSummary } from "./trend-summary";
import { useBalanceBy } from "./use-balance-by";
import { SatisfactionByArea } from "./satisfaction-by-area";
import type { CheckinDto } from "@/lib/checkins/shapes";

const INSIGHTS_LOAD_ERROR =
  "Your balance history could not be loaded. Please try refreshing the page.";

type Props = {
  weeks: WeekHistory[] | null;
  ideal: CategoryMap<number> | null;
  names: Partial<Record<Category, string>>;
  /** The user's measure (settings' balanceBy): time unless they chose counts. */
  by: BalanceBy;
  /** Satisfaction check-ins over the same weeks, newest first (issue 45); null if not loaded. */
  checkins?: CheckinDto[] | null;
  today?: string;
};

export function InsightsScreen({
  weeks: loaded,
  ideal,
  names,
  by: saved,
  checkins = null,
  today = "",
}: Props) {
  const label = useMemo(() => (area: string) => categoryLabel(area, names), [names]);
  const [by, setBy] = useBalanceBy(saved);
  // Every week carries both measures: switching recomputes the scores here, with no request.
  const weeks = useMemo(
    () => (loaded && ideal ? loaded.map((w) => ({ ...w, score: weekScore(w, ideal, by) })) : null),
    [loaded, ideal, by],
  );
  const heading = (
    <PageHeading
      title="Insights"
      subtitle="How your effort has been spread across your life, week by week."
    />
  );
  if (!weeks || !ideal) {
    return (
      <>
        {heading}
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive"
        >
          {INSIGHTS_LOAD_ERROR}
        </p>
      </>
    );
  }
  const satisfaction = checkins && (
    <SatisfactionByArea
      checkins={checkins}
      weeks={weeks}
      ideal={ideal}
      label={label}
      today={today}
    />
  );
  const hasHistory = weeks.some((w) => hasMeasure(w, by));
  if (!hasHistory) {
    return (
      <>
        {heading}
        <Card data-testid="insights-empty">
          <CardHeader>
            <CardTitle>Your first week starts now</CardTitle>
            <CardDescription>
              Complete a few tasks and this page fills in: a balance score out of 100 for each week,
              how each life area&rsquo;s share of your completed tasks compares with your ideal, and
              the area that needs you most.
            </CardDescription>
          </CardHeader>
        </Card>
        {checkins && checkins.length > 0 && <div className="mt-6">{satisfaction}</div>}
      </>
    );
  }
  const recent = areaGaps(weeks.slice(-TREND_WEEKS), ideal, by);
  const byTime = by === "time";
  // By time, the calendars' busy time is part of the weeks (issue 44 item 5): the words say so.
  const calendar = byTime && weeks.some(hasCalendarTime);
  return (
    <>
      {heading}
      <div className="space-y-6">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">Measure by</span>
          <BalanceByControl value={by} onValueChange={setBy} />
        </div>
        {recent && <TrendSummary weeks={weeks} gaps={recent} label={label} by={by} />}
        <Card>
          <CardHeader>
            <CardTitle>Balance score</CardTitle>
            <CardDescription>
              {byTime
                ? calendar
                  ? "100 means the time of your completed tasks and your calendar matched your ideal split exactly."
                  : "100 means the time of your completed tasks matched your ideal split exactly."
                : "100 means your completed tasks matched your ideal split exactly."}{" "}
              {calendar
                ? "Weeks without completed tasks or calendar time have no score."
                : "Weeks without completed tasks have no score."}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ScoreChart weeks={weeks} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              {byTime ? "Share of your time by area" : "Share of completed tasks by area"}
            </CardTitle>
            <CardDescription>
              {byTime
                ? calendar
                  ? "The time of each week’s completed tasks (their estimates) and of your calendar’s busy events by life area, beside your ideal split."
                  : "The time of each week’s completed tasks (their estimates) by life area, beside your ideal split."
                : "Each week’s completed tasks by life area, beside your ideal split."}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <AreaShareChart weeks={weeks} ideal={ideal} label={label} by={by} />
          </CardContent>
        </Card>
        {satisfaction}
      </div>
    </>
  );
}
