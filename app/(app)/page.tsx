import type { Metadata } from "next";
import { requireUserId } from "@/lib/auth/session";
import { queryKeys } from "@/lib/api/query-keys";
import { dehydratedState, prefetch } from "@/lib/api/server-prefetch";
import { listTasks } from "@/lib/tasks/list-json";
import { getSettings } from "@/lib/settings/data";
import { balanceInputFrom, habitSpan } from "@/lib/assistant/balance-input";
import { estimateNote, withEstimateNote } from "@/lib/assistant/estimate-note";
import { balanceCounts } from "@/lib/tasks/completed-pages";
import { completedSummary } from "@/lib/tasks/completed";
import { aiRunsLocally } from "@/lib/ai/engine-choice";
import { analyzeBalanceLocal } from "@/lib/ai/local/balance";
import { LazyDashboard } from "@/components/dashboard/lazy-dashboard";
import { wallClock } from "@/lib/time/clock";
import { steadyOffset } from "@/lib/time/zone-clock";
import { reviewInvite } from "@/lib/insights/reviews";
import { tourFinished } from "@/lib/account/tour";
import { listHabits } from "@/lib/habits/data";
import { listCheckins } from "@/lib/checkins/data";
import { wheelCalendarMinutes } from "@/lib/calendars/balance";

export const metadata: Metadata = { title: "My Tasks" };

export default async function DashboardPage() {
  const userId = await requireUserId();
  const [tasks, settings, tourDone, habits, checkins, calendar] = await Promise.all([
    listTasks(userId),
    getSettings(userId),
    tourFinished(userId),
    listHabits(userId),
    listCheckins(userId, {}),
    wheelCalendarMinutes(userId),
  ]);
  // The list holds only the latest completed tasks; the figures over all of them are summed by
  // the database (docs/decisions/completed-pages.md).
  // The analysis' note on estimates (issue 46 item 6) is read only when the analysis comes with the page.
  const analysisHere = aiRunsLocally();
  const [invite, summary, note] = await Promise.all([
    reviewInvite(userId, settings.timeZone),
    completedSummary(userId, settings.timeZone),
    analysisHere ? estimateNote(userId, settings.timeZone, settings.categoryNames) : null,
  ]);
  await Promise.all([
    prefetch(queryKeys.tasks, async () => tasks),
    prefetch(queryKeys.completedSummary, async () => summary),
    prefetch(queryKeys.settings, async () => settings),
    // The habits strip loads its code after the dashboard, but its data comes with the page.
    prefetch(queryKeys.habits, async () => habits),
    // So does the wheel of life's (issue 45): the first paint asks for nothing.
    prefetch(queryKeys.checkins, async () => checkins),
    // And the calendar's busy time the wheels add by time (issue 44 item 5).
    prefetch(queryKeys.calendarBalance, async () => calendar),
    // The card asks for an analysis once a task exists. The offline engine's analysis is arithmetic
    // and a quote over the tasks and settings read above, so it comes with the page and nothing is
    // fetched after load; with OpenAI the browser asks, not to hold the page.
    // The welcome task is not work (issue 47): alone, it asks for no analysis.
    (tasks.some((t) => !t.completed && !t.welcome) || summary.total > 0) && analysisHere
      ? prefetch(queryKeys.analysis, async () =>
          withEstimateNote(
            analyzeBalanceLocal({
              ...balanceInputFrom(
                balanceCounts(
                  tasks,
                  summary,
                  settings.balanceBy === "time" ? settings.defaultEstimateMinutes : undefined,
                ),
                settings,
                calendar,
                // Habits count as in the completed wheel (issue 46 item 4).
                habits.map(habitSpan),
              ),
              // The latest check-in (the list is newest first): areas low on both are named first.
              satisfaction: checkins[0]?.scores ?? null,
            }),
            note,
          ),
        )
      : undefined,
  ]);
  // "Today" in the user's zone as the server reads it, so due chips hydrate with the same labels,
  // and the zone's offset, so the browser's minute tick needs no Intl (lib/time/zone-clock.ts).
  const now = {
    ...wallClock(settings.timeZone),
    timeZone: settings.timeZone,
    steady: steadyOffset(settings.timeZone),
  };
  // The dashboard's code loads after the first scripts (components/dashboard/lazy-dashboard.tsx).
  return (
    <LazyDashboard state={dehydratedState()} now={now} reviewWeek={invite} tourDone={tourDone} />
  );
}
