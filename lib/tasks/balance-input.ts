// What a balance analysis is computed from for one user: task counts per life area (counted in the
// database unless the caller sends them) and the user's ideal percentages and area names. Kept apart
// from lib/tasks/assistant.ts so the dashboard page can use it without loading the AI engines.
import type { BalanceInput } from "@/lib/ai/types";
import { CATEGORIES, type CategoryMap } from "@/lib/categories";
import { readSettings } from "@/lib/settings/settings";
import { categoryCounts } from "./tasks";

export type SentCounts = { todoTasks: Record<string, number>; completedTasks: Record<string, number>; seed?: number };

function toCountMap(raw: Record<string, number>): CategoryMap<number> {
  return Object.fromEntries(CATEGORIES.map((c) => [c, Math.max(0, Math.floor(raw[c] ?? 0))])) as CategoryMap<number>;
}

export async function balanceInput(userId: string, counts?: SentCounts): Promise<BalanceInput> {
  const fromDb = counts ? null : await categoryCounts(userId);
  const { categoryPercentages, categoryNames } = await readSettings(userId);
  return {
    todo: toCountMap(counts?.todoTasks ?? fromDb!.todo),
    completed: toCountMap(counts?.completedTasks ?? fromDb!.completed),
    idealPercentages: categoryPercentages,
    categoryNames,
    seed: counts?.seed,
  };
}
