import type { Metadata } from "next";
import { requireUserId } from "@/lib/auth/session";
import { queryKeys } from "@/lib/api/query-keys";
import { prefetch } from "@/lib/api/server-prefetch";
import { PrefetchedQueries } from "@/components/providers/prefetched-queries";
import { getSettings } from "@/lib/settings/settings";
import { subscriptionStatus } from "@/lib/billing/status";
import { SettingsScreen } from "@/components/settings/settings-screen";

export const metadata: Metadata = { title: "Settings" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SettingsPage({ searchParams }: Props) {
  const userId = await requireUserId();
  await Promise.all([
    prefetch(queryKeys.settings, () => getSettings(userId)),
    prefetch(queryKeys.subscription, () => subscriptionStatus(userId)),
  ]);
  // Stripe's return address after a redirect-based payment carries its outcome.
  const { redirect_status } = await searchParams;
  return (
    <PrefetchedQueries>
      <SettingsScreen redirectStatus={typeof redirect_status === "string" ? redirect_status : undefined} />
    </PrefetchedQueries>
  );
}
