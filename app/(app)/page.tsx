import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { requireUserId } from "@/lib/auth/session";
import { queryKeys } from "@/lib/api/query-keys";
import { dehydratedState, prefetch } from "@/lib/api/server-prefetch";
import { listTasks } from "@/lib/tasks/tasks";
import { getSettings } from "@/lib/settings/settings";
import { analyzeForUser } from "@/lib/tasks/assistant";
import { aiRunsLocally } from "@/lib/ai";
import { DashboardScreen } from "@/components/dashboard/dashboard-screen";

export const metadata: Metadata = { title: "My Tasks" };

export default async function DashboardPage() {
  const userId = await requireUserId();
  const [tasks] = await Promise.all([listTasks(userId), prefetch(queryKeys.settings, () => getSettings(userId))]);
  await Promise.all([
    prefetch(queryKeys.tasks, async () => tasks),
    // The card asks for an analysis once a task exists. With the offline engine (a few ms) it comes
    // with the page, so nothing is fetched after load; with OpenAI the browser asks, not to hold the page.
    tasks.length > 0 && aiRunsLocally() ? prefetch(queryKeys.analysis, () => analyzeForUser(userId)) : undefined,
  ]);
  return (
    <HydrationBoundary state={dehydratedState()}>
      <DashboardScreen />
    </HydrationBoundary>
  );
}
