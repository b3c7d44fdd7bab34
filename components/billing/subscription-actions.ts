"use client";

// Subscription calls made from the browser, without React Query: the Subscribe and Settings pages
// are rendered from the server's copy of the status and keep the results in their own state.
import { apiJson, serverMessage } from "@/lib/api/client";
import type { SubscriptionDto } from "@/lib/billing/status";
import type { PaymentStart } from "@/lib/billing/provider-types";
import { toast } from "@/components/ui/use-toast";
import { formatDate } from "@/components/layout/local-date";

/** "Upgrade Now": the provider's payment start, or null after telling the user it failed. */
export async function startSubscription(): Promise<PaymentStart | null> {
  try {
    return await apiJson<PaymentStart>("POST", "/api/create-subscription");
  } catch (err) {
    toast({
      title: "Failed to create subscription",
      description: serverMessage(err, "Please try again later."),
      variant: "destructive",
    });
    return null;
  }
}

/** "Yes, Cancel": the new status, or null after telling the user it failed. */
export async function cancelSubscription(): Promise<SubscriptionDto | null> {
  try {
    const status = await apiJson<SubscriptionDto>("POST", "/api/cancel-subscription");
    toast({
      title: "Subscription Canceled",
      description: status.paidUntil
        ? `You'll keep premium access until ${formatDate(status.paidUntil)}.`
        : "Your subscription will not renew.",
    });
    return status;
  } catch (err) {
    toast({
      title: "Failed to cancel subscription",
      description: serverMessage(err, "Please try again later."),
      variant: "destructive",
    });
    return null;
  }
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
