// What a balance analysis is computed from for one user: task counts per life area (counted in the
// database unless the caller sends them) and the user's ideal percentages and area names. Kept apart
// from lib/assistant/assistant.ts so the dashboard page can use it without loading the AI engines.
import "server-only";
import type { BalanceInput } from "@/lib/ai/types";
import { CATEGORIES, type CategoryMap } from "@/lib/categories";
import type { SettingsDto } from "@/lib/settings/rules";
import { readSettings } from "@/lib/settings/settings";
import type { AreaCounts } from "@/lib/tasks/area-counts";
import { categoryCounts } from "@/lib/tasks/tasks";

export type SentCounts = AreaCounts & { seed?: number };
type AreaSettings = Omit<SettingsDto, "hasPremium" | "checkinDue">;

function toCountMap(raw: Record<string, number>): CategoryMap<number> {
  return Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.max(0, Math.floor(raw[c] ?? 0))]),
  ) as CategoryMap<number>;
}

/** The analysis input from counts and settings already in hand. */
export function balanceInputFrom(counts: SentCounts, settings: AreaSettings): BalanceInput {
  // By time (issue 27) the text speaks in minutes, from the sent maps (else the counts × default).
  const byTime = settings.balanceBy === "time";
  const minutesOf = (sent: Record<string, number> | undefined, n: Record<string, number>) =>
    toCountMap(
      sent ??
        Object.fromEntries(
          Object.entries(n).map(([c, k]) => [c, k * settings.defaultEstimateMinutes]),
        ),
    );
  return {
    todo: toCountMap(counts.todoTasks),
    completed: toCountMap(counts.completedTasks),
    idealPercentages: settings.categoryPercentages,
    categoryNames: settings.categoryNames,
    seed: counts.seed,
    ...(byTime
      ? {
          todoMinutes: minutesOf(counts.todoMinutes, counts.todoTasks),
          completedMinutes: minutesOf(counts.completedMinutes, counts.completedTasks),
        }
      : {}),
  };
}

/** The analysis input for a user: counts from the database unless the caller sent them. */
export async function balanceInput(userId: string, counts?: SentCounts): Promise<BalanceInput> {
  const [fromDb, settings] = await Promise.all([
    counts ? null : categoryCounts(userId),
    readSettings(userId),
  ]);
  return balanceInputFrom(
    counts ?? {
      todoTasks: fromDb!.todo,
      completedTasks: fromDb!.completed,
      todoMinutes: fromDb!.todoMinutes,
      completedMinutes: fromDb!.completedMinutes,
    },
    settings,
  );
}
