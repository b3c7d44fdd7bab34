// Tasks per life area, to do and completed: what a balance analysis is computed from. Pure and
// zod-free, so the dashboard (New Insight) and the server-rendered dashboard page count alike.
export type AreaCounts = { todoTasks: Record<string, number>; completedTasks: Record<string, number> };

export function areaCounts(tasks: readonly { category: string; completed: boolean }[]): AreaCounts {
  const counts: AreaCounts = { todoTasks: {}, completedTasks: {} };
  for (const t of tasks) {
    const side = t.completed ? counts.completedTasks : counts.todoTasks;
    side[t.category] = (side[t.category] ?? 0) + 1;
  }
  return counts;
}
