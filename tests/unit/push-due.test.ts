// Push reminder times (issue 28) on fixed clocks: the lead, date-only tasks grouped at the
// reminder hour, snoozes, rescheduling, time zones and both DST days.
import { describe, expect, it } from "vitest";
import {
  candidateDates,
  dueReminders,
  zonedInstant,
  type DueTask,
  type ReminderUser,
} from "@/lib/push/due";

const paris: ReminderUser = { timeZone: "Europe/Paris", leadMinutes: 0, reminderHour: 8 };
const task = (
  id: number,
  dueDate: string | null,
  dueTime: string | null,
  description = `Task ${id}`,
): DueTask => ({ id, description, category: "family_friends", dueDate, dueTime });
const at = (iso: string) => new Date(iso);
/** The reminders of one run at `now` that looked back to `since`. */
const run = (
  user: ReminderUser,
  tasks: DueTask[],
  since: string,
  now: string,
  snoozes: { id: number; taskId: number; remindAt: Date }[] = [],
) => dueReminders(user, tasks, snoozes, at(since), at(now));

describe("zonedInstant", () => {
  it("reads the wall clock in the zone, not the machine's", () => {
    expect(zonedInstant("2026-03-10", "17:00", "Europe/Paris").toISOString()).toBe(
      "2026-03-10T16:00:00.000Z",
    );
    expect(zonedInstant("2026-07-10", "17:00", "Europe/Paris").toISOString()).toBe(
      "2026-07-10T15:00:00.000Z",
    );
    expect(zonedInstant("2026-03-10", "17:00", "Asia/Kolkata").toISOString()).toBe(
      "2026-03-10T11:30:00.000Z",
    );
    expect(zonedInstant("2026-03-10", "00:15", "America/Los_Angeles").toISOString()).toBe(
      "2026-03-10T07:15:00.000Z",
    );
    expect(zonedInstant("2026-03-10", "17:00", "UTC").toISOString()).toBe(
      "2026-03-10T17:00:00.000Z",
    );
  });

  it("on the spring-forward day a missing time moves forward by the gap; times around it are exact", () => {
    // Paris, 29 March 2026: 02:00 CET becomes 03:00 CEST (01:00 UTC).
    expect(zonedInstant("2026-03-29", "01:30", "Europe/Paris").toISOString()).toBe(
      "2026-03-29T00:30:00.000Z",
    );
    expect(zonedInstant("2026-03-29", "02:30", "Europe/Paris").toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    ); // = 03:30 CEST
    expect(zonedInstant("2026-03-29", "03:30", "Europe/Paris").toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
    expect(zonedInstant("2026-03-29", "17:00", "Europe/Paris").toISOString()).toBe(
      "2026-03-29T15:00:00.000Z",
    );
    // New York, 8 March 2026.
    expect(zonedInstant("2026-03-08", "09:00", "America/New_York").toISOString()).toBe(
      "2026-03-08T13:00:00.000Z",
    );
  });

  it("on the fall-back day a time that happens twice is its first moment", () => {
    // Paris, 25 October 2026: 03:00 CEST becomes 02:00 CET (01:00 UTC); 02:30 happens twice.
    expect(zonedInstant("2026-10-25", "02:30", "Europe/Paris").toISOString()).toBe(
      "2026-10-25T00:30:00.000Z",
    );
    expect(zonedInstant("2026-10-25", "17:00", "Europe/Paris").toISOString()).toBe(
      "2026-10-25T16:00:00.000Z",
    );
  });
});

describe("dueReminders", () => {
  it("a timed task fires at its time in the user's zone, once in consecutive windows", () => {
    const t = [task(1, "2026-03-10", "17:00", "Call mom")];
    expect(run(paris, t, "2026-03-10T15:58:00Z", "2026-03-10T15:59:00Z")).toEqual([]);
    const [r, ...more] = run(paris, t, "2026-03-10T15:59:00Z", "2026-03-10T16:00:00Z");
    expect(more).toEqual([]);
    expect(r).toMatchObject({ key: "t:1:2026-03-10T17:00", at: at("2026-03-10T16:00:00Z") });
    expect(r!.payload).toEqual({
      title: "Call mom",
      body: "Family & Friends · 17:00",
      tag: "task-1",
      url: "/?open=task-1",
      taskId: 1,
    });
    expect(run(paris, t, "2026-03-10T16:00:00Z", "2026-03-10T16:01:00Z")).toEqual([]);
  });

  it.each([
    [0, "2026-03-10T16:00:00Z"],
    [5, "2026-03-10T15:55:00Z"],
    [15, "2026-03-10T15:45:00Z"],
    [30, "2026-03-10T15:30:00Z"],
    [60, "2026-03-10T15:00:00Z"],
  ])("with a lead of %i minutes it fires at %s", (lead, expected) => {
    const [r] = run(
      { ...paris, leadMinutes: lead },
      [task(1, "2026-03-10", "17:00")],
      "2026-03-10T14:00:00Z",
      "2026-03-10T17:00:00Z",
    );
    expect(r!.at.toISOString()).toBe(new Date(expected).toISOString());
  });

  it("date-only tasks are one grouped reminder at the reminder hour of that day", () => {
    const t = [
      task(1, "2026-03-10", null, "Pay rent"),
      task(2, "2026-03-10", null, "Buy milk"),
      task(3, "2026-03-10", null, "Water plants"),
      task(4, "2026-03-11", null),
    ];
    // 08:00 in Paris is 07:00 UTC in March.
    expect(run(paris, t, "2026-03-10T06:00:00Z", "2026-03-10T06:59:00Z")).toEqual([]);
    const rs = run(paris, t, "2026-03-10T06:59:00Z", "2026-03-10T07:00:00Z");
    expect(rs).toHaveLength(1);
    expect(rs[0]).toMatchObject({
      key: "d:2026-03-10",
      payload: {
        title: "3 tasks today",
        body: "Pay rent · Buy milk · Water plants",
        tag: "day-2026-03-10",
        url: "/",
      },
    });
    expect(rs[0]!.payload.taskId).toBeUndefined();
    // The lead is for timed tasks only.
    expect(
      run({ ...paris, leadMinutes: 60 }, t, "2026-03-10T06:00:00Z", "2026-03-10T06:59:00Z"),
    ).toEqual([]);
    // A day with one such task names it and offers its actions.
    const [one] = run(
      { ...paris, reminderHour: 9 },
      t,
      "2026-03-11T07:59:00Z",
      "2026-03-11T08:00:00Z",
    );
    expect(one).toMatchObject({
      key: "d:2026-03-11",
      payload: { title: "Task 4", taskId: 4, tag: "task-4" },
    });
  });

  it("reads the reminder hour and the due time in each user's own zone, across a DST change", () => {
    const la: ReminderUser = { timeZone: "America/Los_Angeles", leadMinutes: 15, reminderHour: 7 };
    // 8 March 2026 is the spring-forward day in Los Angeles: 09:00 PDT = 16:00 UTC, lead 15 → 15:45.
    expect(
      run(la, [task(1, "2026-03-08", "09:00")], "2026-03-08T15:44:00Z", "2026-03-08T15:45:00Z").map(
        (r) => r.key,
      ),
    ).toEqual(["t:1:2026-03-08T09:00"]);
    // The day before (PST) the same wall time is an hour later in UTC.
    expect(
      run(la, [task(2, "2026-03-07", "09:00")], "2026-03-07T16:44:00Z", "2026-03-07T16:45:00Z").map(
        (r) => r.key,
      ),
    ).toEqual(["t:2:2026-03-07T09:00"]);
    // Date-only at 07:00 PDT on the DST day = 14:00 UTC.
    expect(
      run(la, [task(3, "2026-03-08", null)], "2026-03-08T13:59:00Z", "2026-03-08T14:00:00Z").map(
        (r) => r.key,
      ),
    ).toEqual(["d:2026-03-08"]);
    // Paris fall-back day: 17:00 CET = 16:00 UTC.
    expect(
      run(paris, [task(4, "2026-10-25", "17:00")], "2026-10-25T15:59:00Z", "2026-10-25T16:00:00Z"),
    ).toHaveLength(1);
  });

  it("a rescheduled task is a new reminder (another key) and fires at its new time only", () => {
    const before = run(
      paris,
      [task(1, "2026-03-10", "17:00")],
      "2026-03-10T15:00:00Z",
      "2026-03-10T16:30:00Z",
    );
    const moved = run(
      paris,
      [task(1, "2026-03-10", "18:00")],
      "2026-03-10T15:00:00Z",
      "2026-03-10T16:30:00Z",
    );
    expect(before.map((r) => r.key)).toEqual(["t:1:2026-03-10T17:00"]);
    expect(moved).toEqual([]);
    expect(
      run(
        paris,
        [task(1, "2026-03-10", "18:00")],
        "2026-03-10T16:30:00Z",
        "2026-03-10T17:00:00Z",
      ).map((r) => r.key),
    ).toEqual(["t:1:2026-03-10T18:00"]);
  });

  it("each occurrence of a recurring task (a new row, a new date) is its own reminder", () => {
    const monday = run(
      paris,
      [task(10, "2026-03-09", "07:30")],
      "2026-03-09T06:00:00Z",
      "2026-03-09T07:00:00Z",
    );
    const tuesday = run(
      paris,
      [task(11, "2026-03-10", "07:30")],
      "2026-03-10T06:00:00Z",
      "2026-03-10T07:00:00Z",
    );
    expect(monday.map((r) => r.key)).toEqual(["t:10:2026-03-09T07:30"]);
    expect(tuesday.map((r) => r.key)).toEqual(["t:11:2026-03-10T07:30"]);
  });

  it("a snooze fires at its instant for an open task, with its own key", () => {
    const t = [task(1, "2026-03-10", "17:00", "Call mom")];
    const snooze = { id: 7, taskId: 1, remindAt: at("2026-03-10T17:00:00Z") };
    const rs = run(paris, t, "2026-03-10T16:59:00Z", "2026-03-10T17:00:00Z", [snooze]);
    expect(rs).toEqual([
      {
        key: "s:7",
        at: snooze.remindAt,
        payload: expect.objectContaining({
          title: "Call mom",
          taskId: 1,
          tag: "task-1",
          body: "Family & Friends · 17:00 (snoozed)",
        }),
      },
    ]);
    // The task was completed or deleted (not among the open tasks): nothing.
    expect(run(paris, [], "2026-03-10T16:59:00Z", "2026-03-10T17:00:00Z", [snooze])).toEqual([]);
  });

  it("tasks without a date never fire; custom area names are used", () => {
    expect(
      run(paris, [task(1, null, null)], "2026-03-10T00:00:00Z", "2026-03-11T00:00:00Z"),
    ).toEqual([]);
    const [r] = run(
      { ...paris, categoryNames: { family_friends: "Tribe" } },
      [task(2, "2026-03-10", "17:00")],
      "2026-03-10T15:00:00Z",
      "2026-03-10T16:00:00Z",
    );
    expect(r!.payload.body).toBe("Tribe · 17:00");
  });

  it("candidateDates covers every zone from -12 to +14 hours", () => {
    expect(candidateDates(at("2026-03-10T00:05:00Z"), at("2026-03-10T00:20:00Z"))).toEqual({
      from: "2026-03-09",
      to: "2026-03-11",
    });
  });
});
