// Issue 45: when a satisfaction check-in is due (lib/checkins/shapes.ts).
import { describe, expect, it } from "vitest";
import { addMonths, checkinReminderDay, isCheckinDue, nextCheckinDay } from "@/lib/checkins/shapes";

describe("check-in rhythm", () => {
  it("offers the first one at once, and none when off", () => {
    expect(isCheckinDue({ every: "month", lastDate: null, today: "2026-11-27" })).toBe(true);
    expect(isCheckinDue({ every: "off", lastDate: null, today: "2026-11-27" })).toBe(false);
    expect(isCheckinDue({ every: "off", lastDate: "2020-01-01", today: "2026-11-27" })).toBe(false);
  });

  it("is due again a week, a month or a quarter after the latest one, not before", () => {
    expect(nextCheckinDay("2026-11-27", "week")).toBe("2026-12-04");
    expect(nextCheckinDay("2026-11-27", "month")).toBe("2026-12-27");
    expect(nextCheckinDay("2026-11-27", "quarter")).toBe("2027-02-27");
    expect(nextCheckinDay("2026-11-27", "off")).toBeNull();
    const due = (every: "week" | "month" | "quarter", today: string) =>
      isCheckinDue({ every, lastDate: "2026-11-27", today });
    expect(due("week", "2026-12-03")).toBe(false);
    expect(due("week", "2026-12-04")).toBe(true);
    expect(due("month", "2026-12-26")).toBe(false);
    expect(due("month", "2026-12-27")).toBe(true);
    expect(due("quarter", "2027-02-26")).toBe(false);
    expect(due("quarter", "2027-02-27")).toBe(true);
    expect(due("month", "2026-11-27")).toBe(false);
  });

  it("keeps a month's day inside shorter months and crosses years", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
    expect(addMonths("2026-11-30", 3)).toBe("2027-02-28");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
  });

  it("names the reminder's cycle: the day after sign-up, then the rhythm's day; none before it or when off", () => {
    const day = (every: "week" | "month" | "off", lastDate: string | null, today: string) =>
      checkinReminderDay({ every, lastDate, accountDay: "2026-11-27", today });
    expect(day("month", null, "2026-11-27")).toBeNull();
    expect(day("month", null, "2026-11-28")).toBe("2026-11-28");
    expect(day("month", null, "2027-03-01")).toBe("2026-11-28");
    expect(day("off", null, "2027-03-01")).toBeNull();
    expect(day("week", "2026-12-01", "2026-12-07")).toBeNull();
    expect(day("week", "2026-12-01", "2026-12-08")).toBe("2026-12-08");
    expect(day("month", "2026-12-01", "2027-02-15")).toBe("2027-01-01");
  });
});
