"use client";
// Everything the goals page runs in the browser, React Query included: one chunk lazy-goals.tsx
// fetches as the page starts, so none of it is in the page's first JavaScript (as the dashboard).
import { HydrationBoundary, type DehydratedState } from "@tanstack/react-query";
import { QueryProvider } from "@/components/providers/query-provider";
import { GoalsScreen } from "./goals-screen";

export type GoalsProps = {
  /** The queries the server prefetched (goals, tasks, settings). */
  state: DehydratedState;
  /** "Today" in the user's zone. */
  today: string;
};

export default function GoalsClient({ state, today }: GoalsProps) {
  return (
    <QueryProvider>
      <HydrationBoundary state={state}>
        <GoalsScreen today={today} />
      </HydrationBoundary>
    </QueryProvider>
  );
}
