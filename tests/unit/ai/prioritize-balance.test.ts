import { describe, expect, it } from "vitest";
import { createLocalEngine } from "@/lib/ai/local/engine";
import { balanceAnalysisSchema } from "@/lib/ai/types";
import { CATEGORIES, defaultPercentages, type Category } from "@/lib/categories";

const engine = createLocalEngine();
const NOW = new Date(2025, 5, 11, 10, 0, 0);
const zero = () => Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;

describe("prioritize", () => {
  it("puts important and due-soon tasks first and underrepresented areas before crowded ones", async () => {
    const r = await engine.prioritize({
      now: NOW,
      today: "2025-06-11",
      idealPercentages: defaultPercentages(),
      tasks: [
        {
          id: 1,
          description: "Update the team wiki",
          category: "business_career",
          important: false,
        },
        {
          id: 2,
          description: "Prepare slides for the offsite",
          category: "business_career",
          important: false,
        },
        { id: 3, description: "Go for a run", category: "health", important: false },
        {
          id: 4,
          description: "Submit the tax form",
          category: "finances",
          important: false,
          dueDate: "2025-06-12",
        },
        { id: 5, description: "Plan the team retro", category: "business_career", important: true },
      ],
    });
    expect(r.orderedIds).toHaveLength(5);
    expect(new Set(r.orderedIds)).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(r.orderedIds[0]).toBe(4); // due tomorrow (its dueDate)
    expect(r.orderedIds.indexOf(3)).toBeLessThan(r.orderedIds.indexOf(1)); // Health is missing, Career crowded
    expect(r.orderedIds.indexOf(5)).toBeLessThan(r.orderedIds.indexOf(1)); // important first within Career
    expect(r.explanation).toMatch(/^Start with "Submit the tax form" because it's due tomorrow/);
    expect(r.message).toMatch(/5 tasks/);
  });

  it("is stable for equal scores and handles an empty list", async () => {
    const tasks = [1, 2, 3].map((id) => ({
      id,
      description: `Task ${id}`,
      category: "health" as const,
      important: false,
    }));
    expect(
      (await engine.prioritize({ tasks, idealPercentages: defaultPercentages(), now: NOW }))
        .orderedIds,
    ).toEqual([1, 2, 3]);
    expect(
      (await engine.prioritize({ tasks: [], idealPercentages: defaultPercentages(), now: NOW }))
        .orderedIds,
    ).toEqual([]);
  });
});

describe("analyzeBalance", () => {
  it("returns analysis, an attributed quote and an action using custom display names", async () => {
    const todo = { ...zero(), business_career: 6, finances: 1 };
    const completed = { ...zero(), business_career: 2, health: 1 };
    const r = await engine.analyzeBalance({
      todo,
      completed,
      idealPercentages: defaultPercentages(),
      categoryNames: { business_career: "Work Stuff" },
    });
    expect(balanceAnalysisSchema.parse(r)).toEqual(r);
    expect(r.analysis).toContain("Work Stuff");
    expect(r.analysis).toMatch(/7 tasks to do and 3 completed/);
    expect(r.quote).toMatch(/^".+" — [A-Z][\w. ]+$/);
    expect(r.action).toMatch(/^Give .+ some attention this week/);
  });

  it("is deterministic for the same counts and can vary with the seed", async () => {
    const input = {
      todo: { ...zero(), health: 2 },
      completed: zero(),
      idealPercentages: defaultPercentages(),
    };
    const a = await engine.analyzeBalance(input);
    expect(await engine.analyzeBalance(input)).toEqual(a);
    const quotes = new Set<string>();
    for (let seed = 0; seed < 10; seed++)
      quotes.add((await engine.analyzeBalance({ ...input, seed })).quote);
    expect(quotes.size).toBeGreaterThan(1);
  });

  it("copes with no tasks", async () => {
    const r = await engine.analyzeBalance({
      todo: zero(),
      completed: zero(),
      idealPercentages: defaultPercentages(),
    });
    expect(r.analysis).toMatch(/don't have any tasks/);
  });
});
