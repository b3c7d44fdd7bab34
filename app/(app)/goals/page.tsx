import type { Metadata } from "next";
import { requireUserId } from "@/lib/auth/session";
import { queryKeys } from "@/lib/api/query-keys";
import { prefetch } from "@/lib/api/server-prefetch";
import { PrefetchedQueries } from "@/components/providers/prefetched-queries";
import { listGoals } from "@/lib/goals/data";
import { listTasks } from "@/lib/tasks/list-json";
import { getSettings } from "@/lib/settings/settings";
import { todayIn } from "@/lib/tasks/due-dates";
import { GoalsScreen } from "@/components/goals/goals-screen";

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
  return (
    <PrefetchedQueries>
      <GoalsScreen today={todayIn(settings.timeZone)} />
    </PrefetchedQueries>
  );
}
