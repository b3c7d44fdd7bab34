// The task card's views: Today, Upcoming's day groups, and a reorder inside a view.
import { describe, expect, it } from "vitest";
import { dueToday, reorderWithin, upcomingGroups } from "@/components/tasks/task-views";
import type { TaskDto } from "@/lib/tasks/schemas";

let nextId = 1;
const task = (dueDate: string | null, extra: Partial<TaskDto> = {}): TaskDto => ({
  id: nextId++,
  description: `Task ${nextId}`,
  category: "health",
  goalId: null,
  completed: false,
  important: false,
  order: nextId,
  createdAt: "2026-11-01T00:00:00.000Z",
  completedAt: null,
  estimateMinutes: null,
  dueDate,
  dueTime: null,
  recurrence: null,
  ...extra,
});

const today = "2026-11-23"; // a Monday

describe("task views", () => {
  it("Today holds what is due today or overdue, in list order", () => {
    const list = [
      task("2026-11-24"),
      task(today),
      task(null),
      task("2026-11-01"),
      task(today, { dueTime: "08:00" }),
    ];
    expect(dueToday(list, today).map((t) => t.dueDate)).toEqual([today, "2026-11-01", today]);
  });

  it("Upcoming groups the next seven days by day, then Later by date", () => {
    const list = [
      task("2027-01-10"),
      task("2026-11-25"),
      task(today),
      task("2026-11-29"),
      task("2026-11-30"),
      task("2026-12-05"),
      task("2026-11-01"),
      task(null),
      task("2026-11-25"),
    ];
    const groups = upcomingGroups(list, today);
    expect(groups.map((g) => [g.title, g.tasks.map((t) => t.dueDate)])).toEqual([
      ["Today · Mon 23 Nov", [today]],
      ["Wed 25 Nov", ["2026-11-25", "2026-11-25"]],
      ["Sun 29 Nov", ["2026-11-29"]],
      ["Later", ["2026-11-30", "2026-12-05", "2027-01-10"]],
    ]);
  });

  it("a reorder inside a view moves only the view's tasks, into the slots they held", () => {
    const [a, b, c, d, e] = [task(null), task(today), task(null), task(today), task(today)];
    const list = [a!, b!, c!, d!, e!];
    // The Today view showed b, d, e; the user dragged e to the top.
    const saved = reorderWithin(list, [e!, b!, d!]);
    expect(saved.map((t) => t.id)).toEqual([a!.id, e!.id, c!.id, b!.id, d!.id]);
    // The whole list, reordered, is itself.
    expect(reorderWithin(list, [c!, a!, b!, d!, e!]).map((t) => t.id)).toEqual([
      c!.id,
      a!.id,
      b!.id,
      d!.id,
      e!.id,
    ]);
  });
});
