import type { Metadata } from "next";
import { requireUserId } from "@/lib/auth/session";
import { loadOrNull } from "@/lib/api/load-or-null";
import { getSettings } from "@/lib/settings/data";
import { subscriptionStatus } from "@/lib/billing/status";
import { SettingsScreen } from "@/components/settings/settings-screen";

export const metadata: Metadata = { title: "Settings" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SettingsPage({ searchParams }: Props) {
  const userId = await requireUserId();
  // Rendered from the server's copy; the screen keeps it in its own state (no React Query here).
  const [settings, status] = await Promise.all([
    loadOrNull("the settings", getSettings(userId)),
    loadOrNull("the subscription status", subscriptionStatus(userId)),
  ]);
  // Stripe's return address after a redirect-based payment carries its outcome.
  const { redirect_status } = await searchParams;
  return (
    <SettingsScreen
      initialSettings={settings}
      initialStatus={status}
      redirectStatus={typeof redirect_status === "string" ? redirect_status : undefined}
    />
  );
}
