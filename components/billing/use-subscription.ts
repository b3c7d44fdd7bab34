"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, serverMessage } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { SubscriptionDto } from "@/lib/billing/status";
import type { PaymentStart } from "@/lib/billing/provider";
import { toast } from "@/components/ui/use-toast";
import { formatDate } from "@/components/layout/local-date";

export function useSubscription() {
  return useQuery<SubscriptionDto>({ queryKey: queryKeys.subscription });
}

/** Premium changed: everything that shows or depends on it is read again. */
export function useRefreshPremium() {
  const queryClient = useQueryClient();
  return async (status?: SubscriptionDto) => {
    if (status) queryClient.setQueryData(queryKeys.subscription, status);
    await Promise.all([
      status ? undefined : queryClient.invalidateQueries({ queryKey: queryKeys.subscription }),
      queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
      queryClient.invalidateQueries({ queryKey: queryKeys.user }),
      queryClient.invalidateQueries({ queryKey: queryKeys.affiliateStatus }),
    ]);
  };
}

export function useCreateSubscription(onStarted: (start: PaymentStart) => void) {
  return useMutation({
    mutationFn: () => apiJson<PaymentStart>("POST", "/api/create-subscription"),
    onSuccess: onStarted,
    onError: (err) =>
      toast({
        title: "Failed to create subscription",
        description: serverMessage(err, "Please try again later."),
        variant: "destructive",
      }),
  });
}

export function useCancelSubscription() {
  const refresh = useRefreshPremium();
  return useMutation({
    mutationFn: () => apiJson<SubscriptionDto>("POST", "/api/cancel-subscription"),
    onSuccess: async (status) => {
      await refresh(status);
      toast({
        title: "Subscription Canceled",
        description: status.paidUntil
          ? `You'll keep premium access until ${formatDate(status.paidUntil)}.`
          : "Your subscription will not renew.",
      });
    },
    onError: (err) =>
      toast({
        title: "Failed to cancel subscription",
        description: serverMessage(err, "Please try again later."),
        variant: "destructive",
      }),
  });
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * After the payment form reports success: ask the server to read the provider's state now (the
 * webhook may not have arrived), a few times, until the plan shows as paid.
 */
export async function refreshAfterPayment(): Promise<SubscriptionDto> {
  let status = await apiJson<SubscriptionDto>("POST", "/api/billing/refresh");
  for (let attempt = 0; attempt < 5 && status.plan !== "active"; attempt++) {
    await wait(1000);
    status = await apiJson<SubscriptionDto>("POST", "/api/billing/refresh");
  }
  return status;
}
