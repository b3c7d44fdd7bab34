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

/** Quiet time after the last change to the tasks before the analysis is asked for again. */
export const ANALYSIS_REFRESH_DELAY_MS = 800;

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
 * When the tasks change on this page (added, ticked, moved to another area, estimated), the analysis
 * is asked for again with the new counts once the changes settle (issue 47: honest figures), so it
 * never describes tasks that are gone. `changed` says the shown insight is for other counts (one
 * kept from another visit, or while the new one is on its way).
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
  // Answers may come back out of order: only the latest request's answer is shown.
  const latestRequest = useRef(0);
  const analyze = useCallback(
    async (seed?: number) => {
      const request = ++latestRequest.current;
      setRefreshing(true);
      setRefreshFailed(false);
      // Always the counts of now: the analysis is computed again from them, not only its quote.
      const sent = JSON.parse(countsNow.current) as AreaCounts;
      try {
        const result = await apiJson<Analysis>("POST", "/api/tasks/analyze", {
          ...sent,
          ...(seed === undefined ? {} : { seed }),
        });
        if (request !== latestRequest.current) return;
        queryClient.setQueryData(queryKeys.analysis, result);
        analysisBasis.set(JSON.stringify(sent));
      } catch {
        if (request === latestRequest.current) setRefreshFailed(true);
      } finally {
        if (request === latestRequest.current) setRefreshing(false);
      }
    },
    [queryClient],
  );
  // A fresh seed gives a different quote and wording for the same counts.
  const newInsight = useCallback(() => analyze(Math.floor(Math.random() * 1_000_000)), [analyze]);

  // The tasks changed on this page: ask again once the changes settle. Counts read at load are
  // the ones the page came with, so nothing is fetched after the first paint.
  const countsSeen = useRef(counts);
  useEffect(() => {
    if (counts === countsSeen.current) return;
    countsSeen.current = counts;
    if (!enabled) return;
    const timer = setTimeout(() => void analyze(), ANALYSIS_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [counts, enabled, analyze]);

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
