// Tasks per life area, to do and completed: what a balance analysis is computed from. Pure and
// zod-free, so the dashboard (New Insight) and the server-rendered dashboard page count alike.
import { minutesOf } from "@/lib/time/minutes";

export type AreaCounts = {
  todoTasks: Record<string, number>;
  completedTasks: Record<string, number>;
  /** Issue 27: minutes per area (estimates, the default for unestimated tasks), when asked for. */
  todoMinutes?: Record<string, number>;
  completedMinutes?: Record<string, number>;
};

/** Counts per area; with `defaultMinutes`, the minutes per area too (the user measures by time). */
export function areaCounts(
  tasks: readonly { category: string; completed: boolean; estimateMinutes?: number | null }[],
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
      m[t.category] = (m[t.category] ?? 0) + minutesOf(t, defaultMinutes);
    }
  }
  return minutes ? { ...counts, ...minutes } : counts;
}
