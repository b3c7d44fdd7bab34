// Habit reminders (issue 46): due at the habit's time in the user's zone, only while the habit is
// not done for the period that day falls in, keyed by habit and day; across zones, week starts,
// the March and October changes and the user's midnight.
import { describe, expect, it } from "vitest";
import { dueHabitReminders, type DueHabit } from "@/lib/push/habit-due";
import type { WeekStart } from "@/lib/habits/streaks";

const habit = (over: Partial<DueHabit> = {}): DueHabit => ({
  id: 7,
  title: "Read 20 pages",
  category: "personal_growth",
  target: { times: 1, per: "day" },
  reminderTime: "07:30",
  checks: [],
  ...over,
});
const paris = (weekStart: WeekStart = 1) => ({ timeZone: "Europe/Paris", weekStart });
/** The 15-minute window a run looks at, ending at `now`. */
const run = (user: ReturnType<typeof paris>, habits: DueHabit[], now: string) =>
  dueHabitReminders(user, habits, new Date(Date.parse(now) - 15 * 60_000), new Date(now));

describe("dueHabitReminders", () => {
  it("is due at the habit's time in the user's zone while today is not done, with a Done payload", () => {
    // Wednesday 25 Nov 2026, Paris is UTC+1: 07:30 there is 06:30Z.
    expect(run(paris(), [habit()], "2026-11-25T06:29:00Z")).toEqual([]);
    const [due, ...rest] = run(paris(), [habit()], "2026-11-25T06:30:00Z");
    expect(rest).toEqual([]);
    expect(due).toEqual({
      key: "h:7:2026-11-25",
      at: new Date("2026-11-25T06:30:00Z"),
      payload: {
        title: "Read 20 pages",
        body: "Personal Growth · 07:30",
        tag: "habit-7",
        url: "/habits/7",
        habitId: 7,
        date: "2026-11-25",
      },
    });
    // A run 14 minutes later still sees it (the claim keeps it to one send); 15 minutes, no more.
    expect(run(paris(), [habit()], "2026-11-25T06:44:00Z")).toHaveLength(1);
    expect(run(paris(), [habit()], "2026-11-25T06:45:00Z")).toEqual([]);
  });

  it("is not due when today is already checked; yesterday's check does not count", () => {
    expect(run(paris(), [habit({ checks: ["2026-11-25"] })], "2026-11-25T06:30:00Z")).toEqual([]);
    expect(run(paris(), [habit({ checks: ["2026-11-24"] })], "2026-11-25T06:30:00Z")).toHaveLength(
      1,
    );
  });

  it("reminds of a weekly target while this week is short of it, counted in the user's weeks", () => {
    const weekly = habit({
      target: { times: 2, per: "week" },
      checks: ["2026-11-21", "2026-11-22"], // Saturday and Sunday
    });
    // Monday weeks: this week (23-29 Nov) has none of them.
    expect(run(paris(1), [weekly], "2026-11-25T06:30:00Z")[0]?.payload.body).toBe(
      "Personal Growth · 07:30 · 0 of 2 this week",
    );
    // Sunday weeks: Sunday 22 counts, one more to go.
    expect(run(paris(0), [weekly], "2026-11-25T06:30:00Z")[0]?.payload.body).toBe(
      "Personal Growth · 07:30 · 1 of 2 this week",
    );
    // Saturday weeks: both count, the week is done: no reminder.
    expect(run(paris(6), [weekly], "2026-11-25T06:30:00Z")).toEqual([]);
  });

  it("fires at the wall-clock time of each zone", () => {
    const h = habit({ reminderTime: "21:00" });
    // 21:00 in Los Angeles (UTC-8) is 05:00Z the next UTC day; in Tokyo (UTC+9) 12:00Z.
    const la = { timeZone: "America/Los_Angeles", weekStart: 1 as const };
    const tokyo = { timeZone: "Asia/Tokyo", weekStart: 1 as const };
    expect(run(la, [h], "2026-11-26T05:00:00Z").map((r) => r.key)).toEqual(["h:7:2026-11-25"]);
    expect(run(tokyo, [h], "2026-11-26T05:00:00Z")).toEqual([]);
    expect(run(tokyo, [h], "2026-11-25T12:00:00Z").map((r) => r.key)).toEqual(["h:7:2026-11-25"]);
    // Done in LA on its 25th (while the UTC date is the 26th): no reminder.
    expect(
      run(la, [habit({ reminderTime: "21:00", checks: ["2026-11-25"] })], "2026-11-26T05:00:00Z"),
    ).toEqual([]);
  });

  it("on the spring-forward day, a time in the gap comes when the clocks have jumped, once", () => {
    // Paris, Sunday 29 Mar 2026: 02:00 → 03:00 (01:00Z). 02:30 does not exist: it moves to 03:30 (01:30Z).
    const h = habit({ reminderTime: "02:30" });
    const keys: string[] = [];
    for (let m = 0; m <= 180; m += 5) {
      const now = new Date(Date.parse("2026-03-29T00:00:00Z") + m * 60_000);
      // Windows that follow each other, as runs every 5 minutes would see them.
      const since = new Date(now.getTime() - 5 * 60_000);
      for (const r of dueHabitReminders(paris(), [h], since, now)) {
        keys.push(r.key);
        expect(r.at.toISOString()).toBe("2026-03-29T01:30:00.000Z");
      }
    }
    expect(keys).toEqual(["h:7:2026-03-29"]);
  });

  it("on the fall-back day, a time that happens twice comes at its first moment only", () => {
    // Paris, Sunday 25 Oct 2026: 03:00 → 02:00 (01:00Z); 02:30 is at 00:30Z and again at 01:30Z.
    const h = habit({ reminderTime: "02:30" });
    const at: string[] = [];
    for (let m = 0; m <= 240; m += 5) {
      const now = new Date(Date.parse("2026-10-24T23:00:00Z") + m * 60_000);
      const since = new Date(now.getTime() - 5 * 60_000);
      for (const r of dueHabitReminders(paris(), [h], since, now)) at.push(r.at.toISOString());
    }
    expect(at).toEqual(["2026-10-25T00:30:00.000Z"]);
  });

  it("a window across the user's midnight reminds of the day that ended, keyed by that day", () => {
    const h = habit({ reminderTime: "23:55" });
    // 23:55 in Paris on 25 Nov is 22:55Z; a run at 00:05 Paris (23:05Z) looks back 15 minutes.
    expect(run(paris(), [h], "2026-11-25T23:05:00Z").map((r) => r.key)).toEqual(["h:7:2026-11-25"]);
    // Checked on the 25th: nothing, although the run's own day (the 26th) is not checked.
    expect(
      run(
        paris(),
        [habit({ reminderTime: "23:55", checks: ["2026-11-25"] })],
        "2026-11-25T23:05:00Z",
      ),
    ).toEqual([]);
  });

  it("uses the user's own area names when given, and keeps several habits in time order", () => {
    const names = { personal_growth: "Learning" };
    const list = dueHabitReminders(
      { ...paris(), categoryNames: names },
      [habit({ id: 2, reminderTime: "07:40" }), habit({ id: 1, reminderTime: "07:31" })],
      new Date("2026-11-25T06:30:00Z"),
      new Date("2026-11-25T06:45:00Z"),
    );
    expect(list.map((r) => [r.key, r.payload.body])).toEqual([
      ["h:1:2026-11-25", "Learning · 07:31"],
      ["h:2:2026-11-25", "Learning · 07:40"],
    ]);
  });
});
