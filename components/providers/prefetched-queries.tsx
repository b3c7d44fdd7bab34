// React Query for one page, filled with what the page prefetched on the server. The pages where
// several parts of the screen share changing data use React Query (vision boards through this;
// the dashboard and goals hand `dehydratedState()` to their own HydrationBoundary); the other
// pages render from the server's data as props and ship none of React Query's code.
import type { ReactNode } from "react";
import { HydrationBoundary } from "@tanstack/react-query";
import { dehydratedState } from "@/lib/api/server-prefetch";
import { QueryProvider } from "./query-provider";

export function PrefetchedQueries({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <HydrationBoundary state={dehydratedState()}>{children}</HydrationBoundary>
    </QueryProvider>
  );
}
