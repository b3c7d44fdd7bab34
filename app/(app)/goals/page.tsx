import type { Metadata } from "next";
import { requireUserId } from "@/lib/auth/session";
import { queryKeys } from "@/lib/api/query-keys";
import { dehydratedState, prefetch } from "@/lib/api/server-prefetch";
import { listGoals } from "@/lib/goals/data";
import { listTasks } from "@/lib/tasks/list-json";
import { getSettings } from "@/lib/settings/data";
import { todayIn } from "@/lib/time/clock";
import { LazyGoals } from "@/components/goals/lazy-goals";

export const metadata: Metadata = { title: "Goals" };

export default async function GoalsPage() {
  const userId = await requireUserId();
  const settings = await getSettings(userId);
  // The goals and the task list arrive with the page: each goal's tasks are read from the list.
  await Promise.all([
    prefetch(queryKeys.goals, () => listGoals(userId, {})),
    prefetch(queryKeys.tasks, () => listTasks(userId)),
    prefetch(queryKeys.settings, async () => settings),
  ]);
  // Its code loads after the page's first scripts (lazy-goals.tsx): within its first-JavaScript
  // budget with room to spare (docs/decisions/first-javascript.md).
  return <LazyGoals state={dehydratedState()} today={todayIn(settings.timeZone)} />;
}
