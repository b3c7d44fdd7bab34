// Issue 45: Plan today's proposal leans toward areas low on satisfaction and gives tasks of active
// goals a small, explained preference ("for your goal"), always after due and starred tasks.
import { describe, expect, it } from "vitest";
import { CATEGORIES, defaultPercentages, type CategoryMap } from "@/lib/categories";
import {
  GOAL_LEAN,
  goalPreferred,
  proposePlan,
  type PlanTask,
  type ProposeArgs,
} from "@/lib/planning/propose";

const DAY = "2026-11-24";
let nextId = 1;
const task = (extra: Partial<PlanTask> = {}): PlanTask => {
  const id = nextId++;
  return {
    id,
    description: `Task ${id}`,
    category: "health",
    important: false,
    completed: false,
    dueDate: null,
    dueTime: null,
    estimateMinutes: 30,
    order: id,
    goalId: null,
    ...extra,
  };
};
const all = (n: number) => Object.fromEntries(CATEGORIES.map((c) => [c, n])) as CategoryMap<number>;
const args = (tasks: PlanTask[], extra: Partial<ProposeArgs> = {}): ProposeArgs => ({
  date: DAY,
  start: "09:00",
  minutes: 30,
  tasks,
  defaultEstimate: 30,
  idealPercentages: defaultPercentages(),
  recentMinutes: {},
  rolledOver: [],
  ...extra,
});

describe("Plan today leans toward satisfaction and goals", () => {
  it("between two areas equally short of time, picks the one the user is less satisfied with", () => {
    const finances = task({ category: "finances", order: 1 });
    const romance = task({ category: "romance", order: 2 });
    // Without a check-in: list order decides.
    expect(proposePlan(args([finances, romance])).items.map((i) => i.taskId)).toEqual([
      finances.id,
    ]);
    const plan = proposePlan(
      args([finances, romance], { satisfaction: { ...all(7), romance: 3 } }),
    );
    expect(plan.items).toEqual([
      expect.objectContaining({ taskId: romance.id, reason: "balance" }),
    ]);
  });

  it("the lean is small: a much larger shortfall of time still wins", () => {
    const health = task({ category: "health", order: 1 });
    const romance = task({ category: "romance", order: 2 });
    const plan = proposePlan(
      args([health, romance], {
        // Romance had most of the month's time; health none.
        recentMinutes: { romance: 600, family_friends: 100 },
        satisfaction: { ...all(8), romance: 1 },
      }),
    );
    expect(plan.items.map((i) => i.taskId)).toEqual([health.id]);
  });

  it("a task of an active goal in an area below its ideal comes first, said as 'goal'", () => {
    const plain = task({ category: "health", order: 1 });
    const forGoal = task({ category: "health", order: 2, goalId: 7 });
    const plan = proposePlan(args([plain, forGoal], { activeGoalIds: [7] }));
    expect(plan.items).toEqual([expect.objectContaining({ taskId: forGoal.id, reason: "goal" })]);
    // An achieved or dropped goal (not among the active ones) earns nothing.
    const none = proposePlan(args([plain, forGoal], { activeGoalIds: [] }));
    expect(none.items).toEqual([expect.objectContaining({ taskId: plain.id, reason: "balance" })]);
  });

  it("never before due or starred tasks", () => {
    const due = task({ category: "finances", dueDate: DAY, order: 3 });
    const forGoal = task({ category: "health", goalId: 7, order: 1 });
    const plan = proposePlan(
      args([due, forGoal], { activeGoalIds: [7], satisfaction: { ...all(8), health: 1 } }),
    );
    expect(plan.items).toEqual([expect.objectContaining({ taskId: due.id, reason: "due today" })]);
  });

  it("goalPreferred: only active goals, only when the area is short of time or low on satisfaction", () => {
    const goals = new Set([1]);
    const t = { goalId: 1, category: "health" as const };
    expect(goalPreferred(t, goals, 0.05, 9)).toBe(true);
    expect(goalPreferred(t, goals, -0.1, 4)).toBe(true);
    expect(goalPreferred(t, goals, -0.1, 9)).toBe(false);
    expect(goalPreferred(t, goals, -0.1, undefined)).toBe(false);
    expect(goalPreferred({ ...t, goalId: 2 }, goals, 0.5, 1)).toBe(false);
    expect(goalPreferred({ ...t, goalId: null }, goals, 0.5, 1)).toBe(false);
    expect(GOAL_LEAN).toBeLessThan(0.125);
  });
});
