"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/api/query-keys";
import type { SubscriptionDto } from "@/lib/billing/status";

/** Settings' copy of the subscription status (prefetched by the page). */
export function useSubscription() {
  return useQuery<SubscriptionDto>({ queryKey: queryKeys.subscription });
}

/** Premium changed: everything on Settings that shows or depends on it is read again. */
export function useRefreshPremium() {
  const queryClient = useQueryClient();
  return async (status?: SubscriptionDto) => {
    if (status) queryClient.setQueryData(queryKeys.subscription, status);
    await Promise.all([
      status ? undefined : queryClient.invalidateQueries({ queryKey: queryKeys.subscription }),
      queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
    ]);
  };
}
