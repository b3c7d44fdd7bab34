import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { requireUserId } from "@/lib/auth/session";
import { queryKeys } from "@/lib/api/query-keys";
import { dehydratedState, prefetch } from "@/lib/api/server-prefetch";
import { listTasks } from "@/lib/tasks/tasks";
import { getSettings } from "@/lib/settings/settings";
import { DashboardScreen } from "@/components/dashboard/dashboard-screen";

export const metadata: Metadata = { title: "My Tasks" };

export default async function DashboardPage() {
  const userId = await requireUserId();
  await Promise.all([
    prefetch(queryKeys.tasks, () => listTasks(userId)),
    prefetch(queryKeys.settings, () => getSettings(userId)),
  ]);
  return (
    <HydrationBoundary state={dehydratedState()}>
      <DashboardScreen />
    </HydrationBoundary>
  );
}
