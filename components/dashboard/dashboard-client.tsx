"use client";
// Everything the dashboard runs in the browser, React Query included: one chunk that
// lazy-dashboard.tsx fetches as the page starts, so none of it is in the page's first JavaScript.
import { HydrationBoundary, type DehydratedState } from "@tanstack/react-query";
import { QueryProvider } from "@/components/providers/query-provider";
import { PlannerClockProvider, type PlannerNow } from "@/components/tasks/planner-clock";
import { DashboardScreen } from "./dashboard-screen";

export type DashboardProps = {
  /** The queries the server prefetched (tasks, settings, maybe the analysis). */
  state: DehydratedState;
  /** "Today" in the user's zone as the server read it, so due chips hydrate with the same labels. */
  now: PlannerNow;
  reviewWeek: string | null;
  tourDone: boolean;
};

export default function DashboardClient({ state, now, reviewWeek, tourDone }: DashboardProps) {
  return (
    <QueryProvider>
      <HydrationBoundary state={state}>
        <PlannerClockProvider initial={now}>
          <DashboardScreen reviewWeek={reviewWeek} tourDone={tourDone} />
        </PlannerClockProvider>
      </HydrationBoundary>
    </QueryProvider>
  );
}
