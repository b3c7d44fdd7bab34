import type { Metadata } from "next";
import { requireUserId } from "@/lib/auth/session";
import { loadOrNull } from "@/lib/api/load-or-null";
import { subscriptionStatus } from "@/lib/billing/status";
import { SubscribeScreen } from "@/components/billing/subscribe-screen";

export const metadata: Metadata = { title: "Subscription" };

export default async function SubscribePage() {
  const userId = await requireUserId();
  // The screen keeps the status in its own state from here (no React Query on this page).
  const status = await loadOrNull("the subscription status", subscriptionStatus(userId));
  return <SubscribeScreen initialStatus={status} />;
}
