"use client";
// Balance over time: the weekly score, each area's share against its ideal, and the trend in words.
import { useMemo } from "react";
import { PageHeading } from "@/components/layout/page-heading";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { categoryLabel, type Category, type CategoryMap } from "@/lib/categories";
import { areaGaps, TREND_WEEKS, type WeekHistory } from "@/lib/insights/score";
import { AreaShareChart } from "./area-share-chart";
import { ScoreChart } from "./score-chart";
import { TrendSummary } from "./trend-summary";

const INSIGHTS_LOAD_ERROR =
  "Your balance history could not be loaded. Please try refreshing the page.";

type Props = {
  weeks: WeekHistory[] | null;
  ideal: CategoryMap<number> | null;
  names: Partial<Record<Category, string>>;
};

export function InsightsScreen({ weeks, ideal, names }: Props) {
  const label = useMemo(() => (area: string) => categoryLabel(area, names), [names]);
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
  const hasHistory = weeks.some((w) => w.total > 0);
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
      </>
    );
  }
  const recent = areaGaps(weeks.slice(-TREND_WEEKS), ideal);
  return (
    <>
      {heading}
      <div className="space-y-6">
        {recent && <TrendSummary weeks={weeks} gaps={recent} label={label} />}
        <Card>
          <CardHeader>
            <CardTitle>Balance score</CardTitle>
            <CardDescription>
              100 means your completed tasks matched your ideal split exactly. Weeks without
              completed tasks have no score.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ScoreChart weeks={weeks} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Share of completed tasks by area</CardTitle>
            <CardDescription>
              Each week&rsquo;s completed tasks by life area, beside your ideal split.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <AreaShareChart weeks={weeks} ideal={ideal} label={label} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
