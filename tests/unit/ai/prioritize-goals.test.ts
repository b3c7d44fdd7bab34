// Issue 45: AI Prioritize gives a small, explained preference to tasks of active goals whose area
// is below its ideal share or low on satisfaction; never above a due date or a star.
import { describe, expect, it } from "vitest";
import { createLocalEngine } from "@/lib/ai/local/engine";
import type { PrioritizeInput } from "@/lib/ai/types";
import { CATEGORIES, defaultPercentages, type Category } from "@/lib/categories";

const engine = createLocalEngine();
const NOW = new Date(2026, 10, 27, 9, 0, 0);
const scores = (low: Partial<Record<Category, number>>) =>
  Object.fromEntries(CATEGORIES.map((c) => [c, low[c] ?? 8])) as Record<Category, number>;

// Two Career tasks and two Personal Growth ones: both areas are above their ideal share among the
// open tasks (2 of 4 each, against 12.5 %), so only satisfaction can earn a goal its lift.
const tasks: PrioritizeInput["tasks"] = [
  { id: 1, description: "Tidy the inbox", category: "business_career" as const, important: false },
  {
    id: 2,
    description: "Read a chapter of the Spanish book",
    category: "personal_growth" as const,
    important: false,
    goal: "Learn Spanish",
  },
  { id: 3, description: "Update the CV", category: "business_career" as const, important: false },
  {
    id: 4,
    description: "Watch a talk",
    category: "personal_growth" as const,
    important: false,
  },
];

const rank = (
  satisfaction: Record<Category, number> | null,
  list: PrioritizeInput["tasks"] = tasks,
) =>
  engine.prioritize({
    tasks: list,
    idealPercentages: defaultPercentages(),
    now: NOW,
    today: "2026-11-27",
    satisfaction,
  });

describe("prioritize with goals", () => {
  it("lifts a goal's task when its area is low on satisfaction, and says which goal", async () => {
    const r = await rank(scores({ personal_growth: 3 }));
    expect(r.orderedIds[0]).toBe(2);
    expect(r.explanation).toContain(
      'Start with "Read a chapter of the Spanish book" because it moves your goal "Learn Spanish" forward',
    );
  });

  it("gives no lift when the area is satisfied and above its ideal share", async () => {
    const r = await rank(scores({}));
    expect(r.orderedIds).toEqual([1, 2, 3, 4]);
    expect(r.explanation).not.toContain("goal");
    // No check-in yet: the same.
    expect((await rank(null)).orderedIds).toEqual([1, 2, 3, 4]);
  });

  it("lifts a goal's task whose area is below its ideal share even with no check-in", async () => {
    // Health is a third of this user's ideal, their home almost half; each has one of four tasks.
    const ideal = { ...defaultPercentages(), health: 33, physical_environment: 45 };
    const list = [
      ...tasks.filter((t) => t.category === "business_career"),
      {
        id: 5,
        description: "Book a check-up",
        category: "health" as const,
        important: false,
        goal: "Run a marathon",
      },
      {
        id: 6,
        description: "Water the plants",
        category: "physical_environment" as const,
        important: false,
      },
    ];
    const input = { tasks: list, idealPercentages: ideal, now: NOW, today: "2026-11-27" };
    const r = await engine.prioritize(input);
    expect(r.orderedIds[0]).toBe(5);
    expect(r.explanation).toContain('it moves your goal "Run a marathon" forward');
    // Without its goal the home's bigger shortfall comes first: the lift is the goal's.
    const without = await engine.prioritize({
      ...input,
      tasks: list.map((t) => ({ ...t, goal: null })),
    });
    expect(without.orderedIds[0]).toBe(6);
  });

  it("never puts a goal above a task due today or a starred one", async () => {
    const r = await rank(scores({ personal_growth: 1 }), [
      ...tasks,
      {
        id: 7,
        description: "Pay the phone bill",
        category: "finances" as const,
        important: false,
        dueDate: "2026-11-27",
      },
      { id: 8, description: "Call the landlord", category: "finances" as const, important: true },
    ]);
    expect(r.orderedIds.slice(0, 3)).toEqual([7, 8, 2]);
  });
});
