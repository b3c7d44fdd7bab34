// What a balance analysis is computed from for one user: task counts per life area (counted in the
// database unless the caller sends them), by time the calendar's busy minutes (always read here),
// and the user's ideal percentages and area names. Kept apart
// from lib/assistant/assistant.ts so the dashboard page can use it without loading the AI engines.
import "server-only";
import type { BalanceInput } from "@/lib/ai/types";
import { CATEGORIES, type CategoryMap } from "@/lib/categories";
import type { SettingsDto } from "@/lib/settings/shapes";
import { readSettings } from "@/lib/settings/data";
import type { AreaCounts } from "@/lib/tasks/area-counts";
import { categoryCounts } from "@/lib/tasks/data";
import { wheelCalendarMinutes } from "@/lib/calendars/balance";
import type { WheelCalendarMinutes } from "@/lib/calendars/shapes";
import { habitWeight, type HabitSpan } from "@/lib/habits/shapes";
import { listHabits } from "@/lib/habits/data";
import type { HabitDto } from "@/lib/habits/shapes";

export type SentCounts = AreaCounts & { seed?: number };
type AreaSettings = Omit<SettingsDto, "hasPremium" | "checkinDue">;

function toCountMap(raw: Record<string, number>): CategoryMap<number> {
  return Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.max(0, Math.floor(raw[c] ?? 0))]),
  ) as CategoryMap<number>;
}

/** A habit as the completed wheel weighs it: every check, and the time really spent on it. */
export const habitSpan = (h: HabitDto): HabitSpan => ({
  category: h.category,
  checks: h.totalChecks,
  spentMinutes: h.spentMinutes,
  estimateMinutes: h.estimateMinutes,
});

/**
 * The analysis input from counts and settings already in hand. By time, `calendar` (the dashboard
 * wheels' calendar minutes, lib/calendars/balance.ts) is added to the minutes, and said apart.
 * `habits` (issue 46 item 4) count in the completed side as in the completed wheel: each check, by
 * time the minutes spent on the habit or its estimate per check (lib/habits/shapes.ts).
 */
export function balanceInputFrom(
  counts: SentCounts,
  settings: AreaSettings,
  calendar?: WheelCalendarMinutes,
  habits: readonly HabitSpan[] = [],
): BalanceInput {
  const withHabits = addHabits(counts, habits, settings.defaultEstimateMinutes);
  return balanceInputOf(withHabits.counts, settings, calendar, withHabits.checks);
}

/** The counts with the habits' checks (and minutes, by time) added to the completed side. */
function addHabits(
  counts: SentCounts,
  habits: readonly HabitSpan[],
  defaultMinutes: number,
): { counts: SentCounts; checks: number } {
  let checks = 0;
  const completedTasks = { ...counts.completedTasks };
  const byTime = counts.completedMinutes !== undefined;
  const completedMinutes = { ...counts.completedMinutes };
  for (const h of habits) {
    const w = habitWeight(h, defaultMinutes);
    if (w.count === 0 && w.minutes === 0) continue;
    checks += w.count;
    completedTasks[h.category] = (completedTasks[h.category] ?? 0) + w.count;
    if (byTime) completedMinutes[h.category] = (completedMinutes[h.category] ?? 0) + w.minutes;
  }
  if (habits.length === 0) return { counts, checks: 0 };
  return {
    counts: { ...counts, completedTasks, ...(byTime ? { completedMinutes } : {}) },
    checks,
  };
}

function balanceInputOf(
  counts: SentCounts,
  settings: AreaSettings,
  calendar: WheelCalendarMinutes | undefined,
  habitChecks: number,
): BalanceInput {
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
    ...(habitChecks > 0 ? { habitChecks } : {}),
    ...(byTime
      ? {
          todoMinutes: plus(minutesOf(counts.todoMinutes, counts.todoTasks), calendar?.ahead),
          completedMinutes: plus(
            minutesOf(counts.completedMinutes, counts.completedTasks),
            calendar?.past,
          ),
          ...(calendar
            ? {
                todoCalendarMinutes: toCountMap(calendar.ahead),
                completedCalendarMinutes: toCountMap(calendar.past),
              }
            : {}),
        }
      : {}),
  };
}

function plus(a: CategoryMap<number>, b: Record<string, number> | undefined): CategoryMap<number> {
  if (!b) return a;
  const more = toCountMap(b);
  return Object.fromEntries(CATEGORIES.map((c) => [c, a[c] + more[c]])) as CategoryMap<number>;
}

/** The analysis input for a user: counts from the database unless the caller sent them. */
export async function balanceInput(userId: string, counts?: SentCounts): Promise<BalanceInput> {
  const [fromDb, settings, calendar, habits] = await Promise.all([
    counts ? null : categoryCounts(userId),
    readSettings(userId),
    wheelCalendarMinutes(userId),
    listHabits(userId),
  ]);
  return balanceInputFrom(
    counts ?? {
      todoTasks: fromDb!.todo,
      completedTasks: fromDb!.completed,
      todoMinutes: fromDb!.todoMinutes,
      completedMinutes: fromDb!.completedMinutes,
    },
    settings,
    calendar,
    habits.map(habitSpan),
  );
}
