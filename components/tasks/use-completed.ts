"use client";
// Completed tasks beyond the list (docs/decisions/completed-pages.md): the totals over all of them
// (the completed wheel, the analysis, the wheel of life's month), and the older ones "Show more"
// loads. Both sit under the list's query key, so every refresh of the list refreshes them too.
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import {
  COMPLETED_IN_LIST,
  COMPLETED_PAGE,
  type CompletedSummary,
} from "@/lib/tasks/completed-pages";
import type { CompletedPage } from "@/lib/tasks/schemas";

export function useCompletedSummary() {
  return useQuery<CompletedSummary>({
    queryKey: queryKeys.completedSummary,
    queryFn: async () =>
      (await apiJson<CompletedPage>("GET", "/api/tasks/completed?limit=0")).summary,
  });
}

type Param = { before: string | null; limit: number };

/**
 * The completed tasks "Show more" has asked for, newest first, asked for only once `wanted`. The
 * first page starts from the newest (the list's own and the next ones), so a refresh after a tick
 * asks every page again from the top and no task falls between the list and the pages.
 */
export function useOlderCompleted(wanted: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.completedOlder,
    enabled: wanted,
    initialPageParam: { before: null, limit: COMPLETED_IN_LIST + COMPLETED_PAGE } as Param,
    queryFn: ({ pageParam }) => {
      const q = new URLSearchParams({ limit: String(pageParam.limit) });
      if (pageParam.before) q.set("before", pageParam.before);
      return apiJson<CompletedPage>("GET", `/api/tasks/completed?${q}`);
    },
    getNextPageParam: (last): Param | undefined =>
      last.next ? { before: last.next, limit: COMPLETED_PAGE } : undefined,
  });
}
