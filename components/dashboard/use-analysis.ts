"use client";

import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { areaCounts } from "@/lib/tasks/area-counts";

export type Analysis = string | { analysis: string; quote?: string; action?: string };

export const LAST_ANALYSIS_KEY = "lastAnalysis";

const noSubscription = () => () => {};

function parseStored(raw: string | null): Analysis | undefined {
  try {
    return raw ? (JSON.parse(raw) as Analysis) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The balance analysis: fetched once (only when a task exists), never on focus, mount or
 * reconnect; New Insight asks again. The last answer is kept in localStorage and shown at once.
 */
export function useAnalysis(enabled: boolean) {
  const queryClient = useQueryClient();
  // The last result, read once the page runs in the browser (the server has no storage).
  const storedRaw = useSyncExternalStore(noSubscription, () => localStorage.getItem(LAST_ANALYSIS_KEY), () => null);
  const stored = useMemo(() => parseStored(storedRaw), [storedRaw]);

  const query = useQuery<Analysis>({
    queryKey: queryKeys.analysis,
    enabled,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (query.data) localStorage.setItem(LAST_ANALYSIS_KEY, JSON.stringify(query.data));
  }, [query.data]);

  const [refreshing, setRefreshing] = useState(false);
  const [refreshFailed, setRefreshFailed] = useState(false);
  const newInsight = useCallback(async () => {
    setRefreshing(true);
    setRefreshFailed(false);
    try {
      // A fresh seed gives a different quote and wording for the same counts.
      const tasks = queryClient.getQueryData<{ category: string; completed: boolean }[]>(queryKeys.tasks) ?? [];
      const result = await apiJson<Analysis>("POST", "/api/tasks/analyze", {
        ...areaCounts(tasks),
        seed: Math.floor(Math.random() * 1_000_000),
      });
      queryClient.setQueryData(queryKeys.analysis, result);
    } catch {
      setRefreshFailed(true);
    } finally {
      setRefreshing(false);
    }
  }, [queryClient]);

  const data = query.data ?? stored;
  return { data, loading: query.isLoading && !data, failed: (query.isError && !data) || refreshFailed, refreshing, newInsight };
}
