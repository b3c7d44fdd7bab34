// Issue 46 item 4: Plan today brings in today's unfinished habits with an estimate as items (after the
// proposed tasks), and the picker offers the same ones; a habit done today, archived, without an
// estimate or with its week's target met is left out.
import { describe, expect, it } from "vitest";
import { habitItem, PLAN_REASONS, unfinishedHabits } from "@/components/planning/plan-item";
import type { HabitDto } from "@/lib/habits/shapes";

const TODAY = "2026-11-28";
const habit = (id: number, over: Partial<HabitDto> = {}): HabitDto => ({
  id,
  title: `Habit ${id}`,
  category: "health",
  target: { times: 3, per: "week" },
  estimateMinutes: 20,
  reminderTime: null,
  archived: false,
  streak: { current: 0, longest: 0 },
  period: { done: 0, target: 3 },
  checks: [],
  weekStart: 1,
  totalChecks: 0,
  spentMinutes: 0,
  ...over,
});

describe("today's unfinished habits in Plan today", () => {
  it("offers only the unfinished ones with an estimate", () => {
    const habits = [
      habit(1),
      habit(2, { checks: ["2026-11-27", TODAY], period: { done: 2, target: 3 } }),
      habit(3, { estimateMinutes: null }),
      habit(4, { archived: true }),
      habit(5, { period: { done: 3, target: 3 }, checks: ["2026-11-25"] }),
      habit(6, { checks: ["2026-11-27"], period: { done: 1, target: 3 } }),
    ];
    expect(unfinishedHabits(habits, TODAY).map((h) => h.id)).toEqual([1, 6]);
  });

  it("makes a habit's item for its estimate, said as a habit for today", () => {
    expect(habitItem(habit(7, { title: "Run", estimateMinutes: 25 }), "habit", 30)).toEqual({
      taskId: null,
      habitId: 7,
      description: "Run",
      category: "health",
      minutes: 25,
      reason: "habit",
    });
    expect(PLAN_REASONS.habit).toBe("habit for today");
  });
});
