// Issue 45: the weekly review's goals (lib/goals/week.ts).
import { describe, expect, it } from "vitest";
import { goalWeek, type WeekGoalInput } from "@/lib/goals/week";

const goal = (id: number, extra: Partial<WeekGoalInput> = {}): WeekGoalInput => ({
  id,
  title: `Goal ${id}`,
  status: "active",
  createdOn: "2026-10-01",
  achievedOn: null,
  ...extra,
});

describe("goalWeek", () => {
  const week = "2026-11-16"; // Monday; the review is read on Friday 27 Nov... of the next week
  const today = "2026-11-23";

  it("counts each active goal's tasks and minutes done in the week, and no other week's", () => {
    const out = goalWeek(
      [goal(1), goal(2)],
      [
        { goalId: 1, doneOn: "2026-11-16", minutes: 30 },
        { goalId: 1, doneOn: "2026-11-22", minutes: 45 },
        { goalId: 1, doneOn: "2026-11-23", minutes: 60 }, // next week
        { goalId: 2, doneOn: "2026-11-15", minutes: 10 }, // the week before
      ],
      week,
      today,
    );
    expect(out.progress).toEqual([
      { id: 1, title: "Goal 1", tasksDone: 2, minutesDone: 75 },
      { id: 2, title: "Goal 2", tasksDone: 0, minutesDone: 0 },
    ]);
  });

  it("lists goals achieved in the week, not before or after, and never dropped ones", () => {
    const out = goalWeek(
      [
        goal(1, { status: "achieved", achievedOn: "2026-11-20" }),
        goal(2, { status: "achieved", achievedOn: "2026-11-10" }),
        goal(3, { status: "dropped" }),
      ],
      [],
      week,
      today,
    );
    expect(out.achieved).toEqual([{ id: 1, title: "Goal 1", achievedOn: "2026-11-20" }]);
    expect(out.progress).toEqual([]);
    expect(out.stalled).toEqual([]);
  });

  it("names active goals with nothing done for two weeks, but not new ones", () => {
    const out = goalWeek(
      [goal(1), goal(2), goal(3, { createdOn: "2026-11-15" })],
      [
        { goalId: 1, doneOn: "2026-11-10", minutes: 30 }, // 13 days before today: still counts
        { goalId: 2, doneOn: "2026-11-09", minutes: 30 }, // 14 days before: too long ago
      ],
      week,
      today,
    );
    expect(out.stalled.map((g) => g.id)).toEqual([2]);
  });
});
