// Issue 46 item 4: how habits weigh in the balance (lib/habits/shapes.ts) and the wheel's
// count of checks.
import { describe, expect, it } from "vitest";
import { habitAreaLine, habitWeight, habitWeekText, withHabitWeights } from "@/lib/habits/shapes";
import { wheelSlicesOfAreas, type AreaWeight } from "@/lib/tasks/wheel";

describe("habitWeight", () => {
  it("counts each check one; by time the estimate per check, the default without one", () => {
    expect(
      habitWeight({ category: "health", checks: 3, spentMinutes: 0, estimateMinutes: 20 }, 30),
    ).toEqual({ count: 3, checks: 3, minutes: 60, measured: 0 });
    expect(
      habitWeight({ category: "health", checks: 2, spentMinutes: 0, estimateMinutes: null }, 45),
    ).toEqual({ count: 2, checks: 2, minutes: 90, measured: 0 });
  });

  it("uses the minutes really spent when there are any, and says they were measured", () => {
    expect(
      habitWeight({ category: "health", checks: 3, spentMinutes: 100, estimateMinutes: 20 }, 30),
    ).toEqual({ count: 3, checks: 3, minutes: 100, measured: 100 });
  });
});

describe("withHabitWeights", () => {
  it("adds habits to their areas without changing the tasks' map", () => {
    const tasks = new Map<string, AreaWeight>([
      ["health", { count: 2, minutes: 60, measured: 10 }],
    ]);
    const out = withHabitWeights(
      tasks,
      [
        { category: "health", checks: 3, spentMinutes: 0, estimateMinutes: 20 },
        { category: "finances", checks: 1, spentMinutes: 15, estimateMinutes: null },
        { category: "romance", checks: 0, spentMinutes: 0, estimateMinutes: 10 },
      ],
      30,
    );
    expect(out.get("health")).toEqual({ count: 5, checks: 3, minutes: 120, measured: 10 });
    expect(out.get("finances")).toEqual({ count: 1, checks: 1, minutes: 15, measured: 15 });
    expect(out.has("romance")).toBe(false);
    expect(tasks.get("health")).toEqual({ count: 2, minutes: 60, measured: 10 });
    const wheel = wheelSlicesOfAreas(out, { by: "count" });
    expect(wheel.total).toBe(6);
    expect(wheel.checks).toBe(4);
    expect(wheel.slices.find((s) => s.id === "health")!.percentage).toBe(83);
    const byTime = wheelSlicesOfAreas(out, { by: "time" });
    expect(byTime.totalMinutes).toBe(135);
    expect(byTime.measuredPercent).toBe(Math.round((25 / 135) * 100));
  });
});

describe("the review's habit line", () => {
  it("says each habit's week against its target, and the area's checks", () => {
    expect(habitWeekText({ title: "run", target: { times: 3, per: "week" }, checks: 3 })).toBe(
      "run 3/3",
    );
    expect(habitWeekText({ title: "read", target: { times: 1, per: "day" }, checks: 5 })).toBe(
      "read 5/7 days",
    );
    expect(
      habitAreaLine("Health", [
        { title: "run", category: "health", target: { times: 3, per: "week" }, checks: 3 },
        { title: "stretch", category: "health", target: { times: 7, per: "week" }, checks: 6 },
      ]),
    ).toBe("Health: run 3/3, stretch 6/7 days · 9 checks");
    expect(
      habitAreaLine("Fun", [
        {
          title: "paint",
          category: "fun_recreation",
          target: { times: 2, per: "week" },
          checks: 1,
        },
      ]),
    ).toBe("Fun: paint 1/2 · 1 check");
  });
});
