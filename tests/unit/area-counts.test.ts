import { describe, expect, it } from "vitest";
import { areaCounts } from "@/lib/tasks/area-counts";

describe("areaCounts", () => {
  it("counts to-do and completed tasks per life area", () => {
    const tasks = [
      { category: "health", completed: false },
      { category: "health", completed: false },
      { category: "finances", completed: true },
      { category: "health", completed: true },
    ];
    expect(areaCounts(tasks)).toEqual({
      todoTasks: { health: 2 },
      completedTasks: { finances: 1, health: 1 },
    });
  });

  it("gives two empty maps for no tasks", () => {
    expect(areaCounts([])).toEqual({ todoTasks: {}, completedTasks: {} });
  });

  it("weighs a task by the minutes really spent on it where there are any, else its estimate", () => {
    const tasks = [
      { category: "health", completed: false, estimateMinutes: 30, actualMinutes: 75 },
      { category: "health", completed: false, estimateMinutes: 20 },
      { category: "finances", completed: true, actualMinutes: 0 },
    ];
    expect(areaCounts(tasks, 45)).toEqual({
      todoTasks: { health: 2 },
      completedTasks: { finances: 1 },
      todoMinutes: { health: 95 },
      completedMinutes: { finances: 45 },
    });
  });
});
