// Due dates and recurrence rules (lib/tasks/due-dates.ts, recurrence.ts, recurrence-label.ts),
// and time-zone names (lib/time/zones.ts).
import { describe, expect, it } from "vitest";
import { addDays, isCalendarDate } from "@/lib/time/days";
import { dayLabel } from "@/lib/time/day-labels";
import { dueLabel, isOverdue } from "@/lib/tasks/due-dates";
import { isClockTime, todayIn, wallClock } from "@/lib/time/clock";
import { isTimeZone } from "@/lib/time/zones";
import {
  firstOccurrence,
  nextOccurrence,
  normalizeRecurrence,
  occurrences,
} from "@/lib/tasks/recurrence";
import { recurrenceLabel } from "@/lib/tasks/recurrence-label";

describe("calendar days and times", () => {
  it("knows real days from impossible ones", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-04-31")).toBe(false);
    expect(isCalendarDate("2026-1-01")).toBe(false);
    expect(isCalendarDate("2026-12-01T00:00")).toBe(false);
    expect(isClockTime("00:00")).toBe(true);
    expect(isClockTime("23:59")).toBe(true);
    expect(isClockTime("24:00")).toBe(false);
    expect(isClockTime("25:00")).toBe(false);
    expect(isClockTime("7:00")).toBe(false);
  });

  it("reads today in the user's zone, not the server's", () => {
    const instant = new Date("2026-11-23T10:30:00Z");
    // Auckland is UTC+13 in November: 23:30 on the 23rd there.
    expect(wallClock("Pacific/Auckland", instant)).toEqual({ date: "2026-11-23", time: "23:30" });
    expect(todayIn("Pacific/Auckland", new Date("2026-11-23T11:30:00Z"))).toBe("2026-11-24");
    expect(todayIn("America/Los_Angeles", instant)).toBe("2026-11-23");
    expect(todayIn("America/Los_Angeles", new Date("2026-11-23T07:59:00Z"))).toBe("2026-11-22");
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("Mars/Base")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  it("steps days across a DST change and month and year ends", () => {
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2026-10-24", 3)).toBe("2026-10-27");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("labels due chips as a planner says them", () => {
    const today = "2026-11-23"; // a Monday
    expect(dueLabel({ dueDate: today, dueTime: "17:00" }, today)).toBe("Today 17:00");
    expect(dueLabel({ dueDate: "2026-11-24", dueTime: null }, today)).toBe("Tomorrow");
    expect(dueLabel({ dueDate: "2026-11-27", dueTime: null }, today)).toBe("Fri");
    expect(dueLabel({ dueDate: "2026-12-12", dueTime: null }, today)).toBe("12 Dec");
    expect(dueLabel({ dueDate: "2027-01-05", dueTime: null }, today)).toBe("5 Jan 2027");
    expect(dayLabel("2026-11-22", today)).toBe("Yesterday");
    expect(dueLabel({ dueDate: null, dueTime: null }, today)).toBeNull();
    const now = { date: today, time: "12:00" };
    expect(isOverdue({ dueDate: "2026-11-22", dueTime: null }, now)).toBe(true);
    expect(isOverdue({ dueDate: today, dueTime: "11:59" }, now)).toBe(true);
    expect(isOverdue({ dueDate: today, dueTime: "12:30" }, now)).toBe(false);
    expect(isOverdue({ dueDate: today, dueTime: null }, now)).toBe(false);
  });
});

describe("recurrence rules", () => {
  it("normalises accepted rules", () => {
    expect(normalizeRecurrence("freq=weekly;byday=mo,th")).toEqual({
      ok: true,
      rule: "FREQ=WEEKLY;BYDAY=MO,TH",
    });
    expect(normalizeRecurrence("RRULE:FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=1")).toEqual({
      ok: true,
      rule: "FREQ=MONTHLY;BYMONTHDAY=1",
    });
    expect(normalizeRecurrence("INTERVAL=2;FREQ=WEEKLY")).toEqual({
      ok: true,
      rule: "FREQ=WEEKLY;INTERVAL=2",
    });
    expect(normalizeRecurrence("FREQ=MONTHLY;BYDAY=-1FR")).toEqual({
      ok: true,
      rule: "FREQ=MONTHLY;BYDAY=-1FR",
    });
    expect(normalizeRecurrence("FREQ=MONTHLY;BYMONTHDAY=-1")).toEqual({
      ok: true,
      rule: "FREQ=MONTHLY;BYMONTHDAY=-1",
    });
  });

  it.each([
    "FREQ=SECONDLY",
    "FREQ=MINUTELY",
    "FREQ=HOURLY",
    "BYDAY=MO",
    "FREQ=WEEKLY;UNTIL=20270101",
    "FREQ=DAILY;COUNT=2",
    "FREQ=WEEKLY;BYDAY=MX",
    "FREQ=WEEKLY;BYDAY=1MO",
    "FREQ=MONTHLY;BYMONTHDAY=0",
    "FREQ=DAILY;INTERVAL=-1",
    "FREQ=DAILY;INTERVAL=1.5",
    "nonsense",
    "",
    "FREQ=DAILY;" + "X".repeat(300),
  ])("refuses %s", (rule) => expect(normalizeRecurrence(rule).ok).toBe(false));

  it("finds the first day a rule falls on, today included", () => {
    const monday = "2026-11-23";
    expect(firstOccurrence("FREQ=WEEKLY;BYDAY=MO,TH", monday)).toBe(monday);
    expect(firstOccurrence("FREQ=WEEKLY;BYDAY=TH", monday)).toBe("2026-11-26");
    expect(firstOccurrence("FREQ=MONTHLY;BYMONTHDAY=1", monday)).toBe("2026-12-01");
    expect(firstOccurrence("FREQ=MONTHLY;BYMONTHDAY=23", monday)).toBe(monday);
    expect(firstOccurrence("FREQ=WEEKLY;INTERVAL=2", monday)).toBe(monday);
    expect(firstOccurrence("FREQ=MONTHLY;BYMONTHDAY=-1", monday)).toBe("2026-11-30");
  });

  it("steps after the completed occurrence, and after today when that is past", () => {
    expect(nextOccurrence("FREQ=DAILY", "2026-11-23", "2026-11-23")).toBe("2026-11-24");
    expect(nextOccurrence("FREQ=DAILY", "2026-11-01", "2026-11-23")).toBe("2026-11-24");
    expect(nextOccurrence("FREQ=WEEKLY;INTERVAL=2", "2026-11-02", "2026-11-23")).toBe("2026-11-30");
    // Completed early: the next one follows the completed occurrence, not today.
    expect(nextOccurrence("FREQ=WEEKLY", "2026-12-07", "2026-11-23")).toBe("2026-12-14");
    expect(nextOccurrence("FREQ=WEEKLY;BYDAY=MO,TH", "2026-11-26", "2026-11-26")).toBe(
      "2026-11-30",
    );
  });

  it("crosses a DST change without moving to another day", () => {
    // Europe changes clocks on 2026-03-29 and 2026-10-25; the US on 2026-03-08 and 2026-11-01.
    expect(occurrences("FREQ=DAILY", "2026-03-28", 3)).toEqual([
      "2026-03-28",
      "2026-03-29",
      "2026-03-30",
    ]);
    expect(nextOccurrence("FREQ=WEEKLY;BYDAY=SU", "2026-10-25", "2026-10-25")).toBe("2026-11-01");
    expect(nextOccurrence("FREQ=WEEKLY;BYDAY=SU", "2026-11-01", "2026-11-01")).toBe("2026-11-08");
  });

  it("skips months without the day, as RFC 5545 and calendar apps do", () => {
    expect(occurrences("FREQ=MONTHLY", "2026-01-31", 3)).toEqual([
      "2026-01-31",
      "2026-03-31",
      "2026-05-31",
    ]);
    expect(nextOccurrence("FREQ=MONTHLY", "2026-01-31", "2026-01-31")).toBe("2026-03-31");
    expect(nextOccurrence("FREQ=MONTHLY;BYMONTHDAY=-1", "2026-01-31", "2026-01-31")).toBe(
      "2026-02-28",
    );
    expect(nextOccurrence("FREQ=YEARLY", "2028-02-29", "2028-02-29")).toBe("2032-02-29");
    expect(nextOccurrence("FREQ=YEARLY", "2026-12-31", "2026-12-31")).toBe("2027-12-31");
  });

  it("says rules in words", () => {
    expect(recurrenceLabel("FREQ=WEEKLY;BYDAY=MO,TH")).toBe("Every Mon, Thu");
    expect(recurrenceLabel("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")).toBe("Every weekday");
    expect(recurrenceLabel("FREQ=WEEKLY;INTERVAL=2")).toBe("Every 2 weeks");
    expect(recurrenceLabel("FREQ=DAILY")).toBe("Daily");
    expect(recurrenceLabel("FREQ=MONTHLY;BYMONTHDAY=1")).toBe("Monthly on the 1st");
    expect(recurrenceLabel("FREQ=MONTHLY;BYMONTHDAY=-1")).toBe("Monthly on the last day");
    expect(recurrenceLabel("FREQ=MONTHLY;BYDAY=-1FR")).toBe("Monthly on the last Fri");
    expect(recurrenceLabel("FREQ=YEARLY")).toBe("Yearly");
    expect(recurrenceLabel(null)).toBeNull();
  });
});
