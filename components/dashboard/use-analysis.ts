"use client";

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { AreaCounts } from "@/lib/tasks/area-counts";
import { analysisBasis } from "./analysis-basis";

export type Analysis = string | { analysis: string; quote?: string; action?: string };

const LAST_ANALYSIS_KEY = "lastAnalysis";

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
 * `changed` says the tasks' counts are no longer the ones the shown insight was written for.
 */
export function useAnalysis(areaCounts: AreaCounts, enabled: boolean) {
  // By time (issue 27) the minutes are part of what the insight was written for. Completed tasks
  // count from the server's totals, not from the page of them the list holds.
  const counts = JSON.stringify(areaCounts);
  const queryClient = useQueryClient();
  // The last result, read once the page runs in the browser (the server has no storage).
  const storedRaw = useSyncExternalStore(
    noSubscription,
    () => localStorage.getItem(LAST_ANALYSIS_KEY),
    () => null,
  );
  const stored = useMemo(() => parseStored(storedRaw), [storedRaw]);

  const query = useQuery<Analysis>({
    queryKey: queryKeys.analysis,
    enabled,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

  // An answer from the server (first load, or the refresh after a completion) describes the
  // counts of that moment; a ref hands the latest counts to the effect without re-running it.
  const countsNow = useRef(counts);
  useEffect(() => {
    countsNow.current = counts;
  }, [counts]);
  useEffect(() => {
    if (!query.data) return;
    localStorage.setItem(LAST_ANALYSIS_KEY, JSON.stringify(query.data));
    analysisBasis.set(countsNow.current);
  }, [query.data, query.dataUpdatedAt]);
  const basis = useSyncExternalStore(analysisBasis.subscribe, analysisBasis.get, () => null);

  const [refreshing, setRefreshing] = useState(false);
  const [refreshFailed, setRefreshFailed] = useState(false);
  const newInsight = useCallback(async () => {
    setRefreshing(true);
    setRefreshFailed(false);
    try {
      // A fresh seed gives a different quote and wording for the same counts.
      const sent = JSON.parse(countsNow.current) as AreaCounts;
      const result = await apiJson<Analysis>("POST", "/api/tasks/analyze", {
        ...sent,
        seed: Math.floor(Math.random() * 1_000_000),
      });
      queryClient.setQueryData(queryKeys.analysis, result);
      analysisBasis.set(JSON.stringify(sent));
    } catch {
      setRefreshFailed(true);
    } finally {
      setRefreshing(false);
    }
  }, [queryClient]);

  const data = query.data ?? stored;
  const changed = Boolean(data) && basis !== null && basis !== counts;
  return {
    data,
    loading: query.isLoading && !data,
    failed: (query.isError && !data) || refreshFailed,
    refreshing,
    newInsight,
    changed,
  };
}
