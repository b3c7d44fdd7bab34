// Tasks per life area, to do and completed: what a balance analysis is computed from. Pure and
// zod-free, so the dashboard (New Insight) and the server-rendered dashboard page count alike.
import { minutesOf } from "@/lib/time/minutes";

export type AreaCounts = {
  todoTasks: Record<string, number>;
  completedTasks: Record<string, number>;
  /**
   * Issue 27: minutes per area, when asked for: the minutes really spent on a task where there are
   * any (issue 46), else its estimate or the user's default.
   */
  todoMinutes?: Record<string, number>;
  completedMinutes?: Record<string, number>;
};

/** Counts per area; with `defaultMinutes`, the minutes per area too (the user measures by time). */
export function areaCounts(
  tasks: readonly {
    category: string;
    completed: boolean;
    estimateMinutes?: number | null;
    actualMinutes?: number;
  }[],
  defaultMinutes?: number,
): AreaCounts {
  const counts: AreaCounts = { todoTasks: {}, completedTasks: {} };
  const minutes =
    defaultMinutes === undefined
      ? null
      : {
          todoMinutes: {} as Record<string, number>,
          completedMinutes: {} as Record<string, number>,
        };
  for (const t of tasks) {
    const side = t.completed ? counts.completedTasks : counts.todoTasks;
    side[t.category] = (side[t.category] ?? 0) + 1;
    if (minutes) {
      const m = t.completed ? minutes.completedMinutes : minutes.todoMinutes;
      // The time really spent where there is any, as the wheels weigh it (issue 46 item 6).
      const weight =
        t.actualMinutes && t.actualMinutes > 0 ? t.actualMinutes : minutesOf(t, defaultMinutes);
      m[t.category] = (m[t.category] ?? 0) + weight;
    }
  }
  return minutes ? { ...counts, ...minutes } : counts;
}
