import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { requireUserId } from "@/lib/auth/session";
import { queryKeys } from "@/lib/api/query-keys";
import { dehydratedState, prefetch } from "@/lib/api/server-prefetch";
import { listTasks } from "@/lib/tasks/tasks";
import { getSettings } from "@/lib/settings/settings";
import { balanceInput } from "@/lib/tasks/balance-input";
import { aiRunsLocally } from "@/lib/ai/engine-choice";
import { analyzeBalanceLocal } from "@/lib/ai/local/balance";
import { DashboardScreen } from "@/components/dashboard/dashboard-screen";

export const metadata: Metadata = { title: "My Tasks" };

export default async function DashboardPage() {
  const userId = await requireUserId();
  const [tasks] = await Promise.all([listTasks(userId), prefetch(queryKeys.settings, () => getSettings(userId))]);
  await Promise.all([
    prefetch(queryKeys.tasks, async () => tasks),
    // The card asks for an analysis once a task exists. The offline engine's analysis is arithmetic
    // and a quote (no model to load, well under a millisecond), so it comes with the page and nothing
    // is fetched after load; with OpenAI the browser asks, not to hold the page.
    tasks.length > 0 && aiRunsLocally()
      ? prefetch(queryKeys.analysis, async () => analyzeBalanceLocal(await balanceInput(userId)))
      : undefined,
  ]);
  return (
    <HydrationBoundary state={dehydratedState()}>
      <DashboardScreen />
    </HydrationBoundary>
  );
}
