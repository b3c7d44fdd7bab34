// Issue 27: the quick reschedule menu's days and the Overdue group.
import { describe, expect, it } from "vitest";
import { nextMonday, quickDays } from "@/components/tasks/reschedule-dates";
import { overdueOf } from "@/components/tasks/overdue";

describe("quick reschedule days", () => {
  it("next week means the coming Monday, a week ahead on a Monday", () => {
    expect(nextMonday("2026-11-24")).toBe("2026-11-30"); // Tuesday
    expect(nextMonday("2026-11-29")).toBe("2026-11-30"); // Sunday
    expect(nextMonday("2026-11-30")).toBe("2026-12-07"); // Monday
    expect(nextMonday("2026-12-31")).toBe("2027-01-04"); // across the year
  });

  it("offers today, tomorrow and next Monday", () => {
    expect(quickDays("2026-02-28").map((d) => d.dueDate)).toEqual([
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
  });

  it("overdue: open tasks whose day has passed, not today's or undated or done", () => {
    const t = (id: number, dueDate: string | null, completed = false) => ({
      id,
      dueDate,
      completed,
    });
    expect(
      overdueOf(
        [
          t(1, "2026-11-23"),
          t(2, "2026-11-24"),
          t(3, null),
          t(4, "2026-11-01", true),
          t(5, "2025-01-01"),
        ],
        "2026-11-24",
      ).map((x) => x.id),
    ).toEqual([1, 5]);
  });
});
