"use client";
// The saved day plan (GET /api/plans/{date}): null when the day has none (404).
import { useQuery } from "@tanstack/react-query";
import { ApiRequestError, apiJson } from "@/lib/api/client";
import type { SavedPlan } from "@/lib/planning/shapes";

export const planKey = (date: string) => [`/api/plans/${date}`] as const;

export function usePlan(date: string, enabled = true) {
  return useQuery<SavedPlan | null>({
    queryKey: planKey(date),
    enabled,
    queryFn: () =>
      apiJson<SavedPlan>("GET", `/api/plans/${date}`).catch((err: unknown) => {
        if (err instanceof ApiRequestError && err.status === 404) return null;
        throw err;
      }),
  });
}
