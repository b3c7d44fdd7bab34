import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { requireUserId } from "@/lib/auth/session";
import { queryKeys } from "@/lib/api/query-keys";
import { dehydratedState, prefetch } from "@/lib/api/server-prefetch";
import { subscriptionStatus } from "@/lib/billing/status";
import { SubscribeScreen } from "@/components/billing/subscribe-screen";

export const metadata: Metadata = { title: "Subscription" };

export default async function SubscribePage() {
  const userId = await requireUserId();
  await prefetch(queryKeys.subscription, () => subscriptionStatus(userId));
  return (
    <HydrationBoundary state={dehydratedState()}>
      <SubscribeScreen />
    </HydrationBoundary>
  );
}
