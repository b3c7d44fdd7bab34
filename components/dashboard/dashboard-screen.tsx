"use client";

import { useCallback, useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { AppLink } from "@/components/ui/app-link";
import { PageHeading } from "@/components/layout/page-heading";
import { QuickAddPanel } from "@/components/tasks/quick-add-panel";
import { TaskPanel } from "@/components/tasks/task-panel";
import { PlanTodayButton } from "@/components/planning/plan-today-button";
import HabitsStrip from "@/components/habits/habits-strip";
import { TIMER_CHANGED } from "@/components/timer/timer-event";
import { useTasks } from "@/components/tasks/use-tasks";
import { withHabitWeights } from "@/lib/habits/shapes";
import type { HabitDto } from "@/lib/habits/shapes";
import { useCompletedSummary } from "@/components/tasks/use-completed";
import { balanceCounts, completedWeights } from "@/lib/tasks/completed-pages";
import { useCategoryLabel } from "@/components/tasks/use-category-label";
import { useSettings } from "@/components/settings/use-settings";
import { queryKeys } from "@/lib/api/query-keys";
import { defaultPercentages } from "@/lib/categories";
import type { WheelCalendarMinutes } from "@/lib/calendars/shapes";
import { AnalysisCard } from "./analysis-card";
import { ReviewInvite } from "./review-invite";
import { BalanceWheel } from "./balance-wheel";
import { BalanceBySwitch } from "./balance-by-switch";
import { SectionErrorBoundary } from "./error-boundary";
import { useTour } from "./use-tour";
// In the first JavaScript (about 1.5 kB): a new account's first paint shows the tour, so its code
// must hydrate with the page rather than arrive after it (docs/decisions/first-paint.md).
import { GuidedTour } from "./guided-tour";
import { CheckinInvite } from "@/components/checkins/checkin-invite";
import { WheelOfLifeCard } from "@/components/checkins/wheel-of-life-card";

const WHEELS_FAILED = "Failed to load wheels visualization. Please try refreshing the page.";
const WHEEL_OF_LIFE_FAILED = "Failed to load your wheel of life. Please try refreshing the page.";
const ANALYSIS_FAILED = "Failed to load balance analysis. Please try refreshing the page.";

/**
 * `reviewWeek`: the week the weekly review invites the user to look back on (Friday to Monday), or null.
 * `tourDone`: the account has ended the first-time tour before (in any browser).
 */
export function DashboardScreen({
  reviewWeek = null,
  tourDone = false,
}: {
  reviewWeek?: string | null;
  tourDone?: boolean;
}) {
  const queryClient = useQueryClient();
  const { data: tasks } = useTasks();
  const { data: settings } = useSettings();
  const { data: summary } = useCompletedSummary();
  const label = useCategoryLabel();
  const tour = useTour(tasks, tourDone);
  const [wheelsFailed, setWheelsFailed] = useState(false);
  const onWheelError = useCallback(() => setWheelsFailed(true), []);
  const all = tasks ?? [];
  const ideal = settings?.categoryPercentages ?? defaultPercentages();
  // Issue 27: time (the sum of estimates) unless the user switched back to counts.
  const by = settings?.balanceBy ?? "time";
  const defaultMinutes = settings?.defaultEstimateMinutes;
  // The calendar's busy time (issue 44 item 5) comes with the page (app/(app)/page.tsx).
  const { data: calendar } = useQuery<WheelCalendarMinutes>({
    queryKey: queryKeys.calendarBalance,
  });
  // The welcome task is not work (issue 47): no wheel or analysis counts it.
  const open = all.filter((t) => !t.completed && !t.welcome);
  // Every completed task counts, not only the ones the list holds (docs/decisions/completed-pages.md).
  // Habits count in it too (issue 46): each check, or by time its estimate or the time spent on it.
  const { data: habits } = useQuery<HabitDto[]>({ queryKey: queryKeys.habits });
  const completed = withHabitWeights(
    summary ? completedWeights(summary, defaultMinutes ?? 30) : new Map(),
    (habits ?? []).map((h) => ({ ...h, checks: h.totalChecks })),
    defaultMinutes ?? 30,
  );
  const minutesPerTask = by === "time" ? (defaultMinutes ?? 30) : undefined;

  // A timer stopped anywhere (the header, another row) adds to a task's actual minutes.
  useEffect(() => {
    const read = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
      void queryClient.invalidateQueries({ queryKey: queryKeys.habits });
    };
    window.addEventListener(TIMER_CHANGED, read);
    return () => window.removeEventListener(TIMER_CHANGED, read);
  }, [queryClient]);

  return (
    <>
      <PageHeading
        dense
        title="Dashboard"
        subtitle="Track your progress toward your ideal life balance across all areas of your life."
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* Tasks first (issue 47 item 8): the new-task field and the list open the page; the
            invitations, Plan today and the habits come beside them on a desktop and after them on
            a phone (docs/decisions/tasks-first.md). */}
        <div className="space-y-2 sm:space-y-3">
          <Card className="py-3 sm:py-4">
            <CardContent className="px-4">
              <QuickAddPanel />
            </CardContent>
          </Card>
          {/* A completion changes the counts: the analysis asks again by itself (use-analysis.ts). */}
          <TaskPanel />
        </div>
        <div className="space-y-6">
          <div className="space-y-4">
            <PlanTodayButton />
            {reviewWeek && <ReviewInvite weekStart={reviewWeek} />}
            <CheckinInvite />
          </div>
          <HabitsStrip />
          <Card data-tour="wheels">
            <CardHeader className="flex flex-wrap items-center justify-between gap-2">
              <CardTitle level={2} className="text-lg">
                Life Balance Wheel
              </CardTitle>
              <BalanceBySwitch value={by} />
            </CardHeader>
            <CardContent>
              {wheelsFailed ? (
                <p className="text-sm text-destructive" role="alert">
                  {WHEELS_FAILED}
                </p>
              ) : (
                <SectionErrorBoundary
                  fallback={
                    <p className="text-sm text-destructive" role="alert">
                      {WHEELS_FAILED}
                    </p>
                  }
                >
                  {/* Side by side where each wheel has room for its legend's names; stacked in the
                      dashboard's narrower column on a desktop (issue 47 item 9). */}
                  <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-1">
                    <BalanceWheel
                      title="Tasks To Do"
                      kind="active"
                      tasks={open}
                      ideal={ideal}
                      label={label}
                      onLoadError={onWheelError}
                      showLegendTour
                      by={by}
                      defaultMinutes={defaultMinutes}
                      calendarMinutes={calendar?.ahead}
                      calendarDays="next 7 days"
                    />
                    <BalanceWheel
                      title="Completed Tasks"
                      kind="completed"
                      weights={completed}
                      ideal={ideal}
                      label={label}
                      onLoadError={onWheelError}
                      by={by}
                      defaultMinutes={defaultMinutes}
                      calendarMinutes={calendar?.past}
                      calendarDays="last 7 days"
                    />
                  </div>
                  <p className="mt-4 text-xs text-muted-foreground">
                    Each area shows{" "}
                    {by === "time"
                      ? "its time · its share of your time"
                      : "its share of your tasks"}{" "}
                    / your ideal share.
                  </p>
                  <AppLink
                    href="/insights"
                    data-tap
                    className="mt-2 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    See your balance week by week
                  </AppLink>
                </SectionErrorBoundary>
              )}
            </CardContent>
          </Card>
          <SectionErrorBoundary
            fallback={
              <p className="text-sm text-destructive" role="alert">
                {WHEEL_OF_LIFE_FAILED}
              </p>
            }
          >
            <WheelOfLifeCard />
          </SectionErrorBoundary>
          <SectionErrorBoundary
            fallback={
              <p className="text-sm text-destructive" role="alert">
                {ANALYSIS_FAILED}
              </p>
            }
          >
            <AnalysisCard
              hasTasks={open.length + (summary?.total ?? 0) > 0}
              counts={balanceCounts(open, summary, minutesPerTask)}
            />
          </SectionErrorBoundary>
        </div>
      </div>
      {tour.open && <GuidedTour onDone={tour.end} />}
    </>
  );
}
