// Issue 27: the day plan's proposal on fixed days and clocks (pure functions, no database).
import { describe, expect, it } from "vitest";
import { defaultPercentages } from "@/lib/categories";
import { wallClock } from "@/lib/time/clock";
import {
  dayMinutesFor,
  defaultStart,
  proposePlan,
  retime,
  busyMinutesWithin,
  type PlanTask,
  type ProposeArgs,
} from "@/lib/planning/propose";

const DAY = "2026-11-24"; // a Tuesday
let nextId = 1;
const task = (extra: Partial<PlanTask> = {}): PlanTask => {
  const id = nextId++;
  return {
    id,
    description: `Task ${id}`,
    category: "health",
    important: false,
    completed: false,
    dueDate: null,
    dueTime: null,
    estimateMinutes: null,
    order: id,
    ...extra,
  };
};
const args = (tasks: PlanTask[], extra: Partial<ProposeArgs> = {}): ProposeArgs => ({
  date: DAY,
  start: "09:00",
  minutes: 120,
  tasks,
  defaultEstimate: 30,
  idealPercentages: defaultPercentages(),
  recentMinutes: {},
  rolledOver: [],
  ...extra,
});

describe("plan proposal", () => {
  it("puts overdue and due-today tasks first, then starred, then fills by balance, never over the time", () => {
    const plain = task({ estimateMinutes: 20 });
    const starred = task({ important: true, estimateMinutes: 30 });
    const overdue = task({ dueDate: "2026-11-20", estimateMinutes: 45 });
    const today = task({ dueDate: DAY, estimateMinutes: 30 });
    const later = task({ dueDate: "2026-11-30" });
    const p = proposePlan(args([plain, starred, overdue, today, later]));
    expect(p.items.map((i) => [i.taskId, i.reason, i.start, i.minutes])).toEqual([
      [overdue.id, "overdue", "09:00", 45],
      [today.id, "due today", "09:45", 30],
      [starred.id, "starred", "10:15", 30],
    ]);
    // 105 of 120 minutes planned: the 20-minute task fits? 105 + 20 > 120, so it is left out, never split.
    expect(p.plannedMinutes).toBe(105);
    expect(p.items.some((i) => i.taskId === later.id)).toBe(false);
    expect(p.balance.health).toBeCloseTo(1);
  });

  it("fills the time exactly when the tasks allow, and never more", () => {
    const tasks = Array.from({ length: 10 }, () => task({ estimateMinutes: 30 }));
    const p = proposePlan(args(tasks, { minutes: 90 }));
    expect(p.plannedMinutes).toBe(90);
    expect(p.items).toHaveLength(3);
    const big = proposePlan(args([task({ estimateMinutes: 200 })], { minutes: 120 }));
    expect(big.items).toEqual([]);
  });

  it("keeps a timed task at its time and fits the others around it", () => {
    const meeting = task({
      dueDate: DAY,
      dueTime: "09:30",
      estimateMinutes: 60,
      category: "business_career",
    });
    const a = task({ estimateMinutes: 30 });
    const b = task({ estimateMinutes: 30 });
    const p = proposePlan(args([a, b, meeting], { minutes: 180 }));
    expect(p.items.map((i) => [i.taskId, i.start])).toEqual([
      [a.id, "09:00"],
      [meeting.id, "09:30"],
      [b.id, "10:30"],
    ]);
    // A timed task outside the window is left out rather than moved.
    const evening = task({ dueDate: DAY, dueTime: "18:00" });
    expect(proposePlan(args([evening])).items).toEqual([]);
  });

  it("rolls yesterday's unfinished items over first, marked", () => {
    const a = task({ estimateMinutes: 30 });
    const rolled = task({ estimateMinutes: 30, category: "finances" });
    const p = proposePlan(args([a, rolled], { rolledOver: [rolled.id, 99999] }));
    expect(p.items[0]).toMatchObject({ taskId: rolled.id, reason: "rolled over", start: "09:00" });
  });

  it("picks the areas furthest below their ideal share of time", () => {
    const health = task({ category: "health" });
    const romance = task({ category: "romance" });
    const p = proposePlan(
      args([health, romance], { minutes: 30, recentMinutes: { health: 600, romance: 0 } }),
    );
    expect(p.items.map((i) => i.taskId)).toEqual([romance.id]);
    expect(p.items[0]!.reason).toBe("balance");
  });

  it("never runs past midnight", () => {
    const p = proposePlan(
      args([task({ estimateMinutes: 60 }), task({ estimateMinutes: 30 })], {
        start: "23:15",
        minutes: 240,
      }),
    );
    expect(p.items.map((i) => [i.start, i.minutes])).toEqual([["23:15", 30]]);
    expect(p.minutes).toBe(45);
  });

  it("re-times items after a reorder and tells when they pass midnight", () => {
    expect(retime([{ minutes: 30 }, { minutes: 45 }], "10:00").items.map((i) => i.start)).toEqual([
      "10:00",
      "10:30",
    ]);
    expect(retime([{ minutes: 30 }, { minutes: 45 }], "23:00").pastMidnight).toBe(true);
  });
});

describe("the day and the start, in the user's zone", () => {
  it("reads the weekday's minutes, Monday first", () => {
    const mins = [120, 121, 122, 123, 124, 240, 241];
    expect(dayMinutesFor(mins, "2026-11-23")).toBe(120); // Monday
    expect(dayMinutesFor(mins, "2026-11-28")).toBe(240); // Saturday
    expect(dayMinutesFor(mins, "2026-11-29")).toBe(241); // Sunday
  });

  it("starts now, rounded up to the quarter hour, on the day itself; 09:00 on another day", () => {
    expect(defaultStart(DAY, { date: DAY, time: "10:01" })).toBe("10:15");
    expect(defaultStart(DAY, { date: DAY, time: "10:00" })).toBe("10:00");
    expect(defaultStart("2026-11-25", { date: DAY, time: "10:01" })).toBe("09:00");
    expect(defaultStart(DAY, { date: DAY, time: "23:58" })).toBe("23:59");
  });

  it("follows the zone across a DST change (Europe/London, 29 March 2026; America/New_York, 1 November 2026)", () => {
    // 07:50 UTC is 08:50 in London after clocks go forward at 01:00 UTC, but 07:50 the day before.
    const after = wallClock("Europe/London", new Date("2026-03-29T07:50:00Z"));
    expect(after).toEqual({ date: "2026-03-29", time: "08:50" });
    expect(defaultStart(after.date, after)).toBe("09:00");
    const before = wallClock("Europe/London", new Date("2026-03-28T07:50:00Z"));
    expect(defaultStart(before.date, before)).toBe("08:00");
    // New York falls back at 06:00 UTC: 13:10 UTC is 08:10 local (UTC-5), not 09:10.
    const ny = wallClock("America/New_York", new Date("2026-11-01T13:10:00Z"));
    expect(ny).toEqual({ date: "2026-11-01", time: "08:10" });
    const p = proposePlan(
      args([task({ dueDate: "2026-11-01", estimateMinutes: 60 })], {
        date: "2026-11-01",
        start: defaultStart(ny.date, ny),
        minutes: dayMinutesFor([120, 120, 120, 120, 120, 240, 240], "2026-11-01"),
      }),
    );
    expect(p.items[0]).toMatchObject({ start: "08:15", minutes: 60, reason: "due today" });
    expect(p.minutes).toBe(240); // a Sunday
  });
});

describe("plan proposal around calendar events (issue 44)", () => {
  it("fits tasks only into the free time between busy events, and counts only free minutes", () => {
    const long = task({ estimateMinutes: 90 });
    const short = task({ estimateMinutes: 30 });
    const shorter = task({ estimateMinutes: 20 });
    // 09:00-13:30, a meeting 10:00-11:00 and another 11:30-12:00.
    const p = proposePlan(
      args([long, short, shorter], {
        minutes: 270,
        busy: [
          { start: 600, end: 660 },
          { start: 690, end: 720 },
        ],
      }),
    );
    expect(p.minutes).toBe(270);
    expect(p.freeMinutes).toBe(180);
    for (const item of p.items) {
      const from = Number(item.start.slice(0, 2)) * 60 + Number(item.start.slice(3));
      const to = from + item.minutes;
      expect(to <= 600 || from >= 660, `${item.start} +${item.minutes}`).toBe(true);
      expect(to <= 690 || from >= 720, `${item.start} +${item.minutes}`).toBe(true);
    }
    // The 90-minute task fits only after 12:00.
    expect(p.items.find((i) => i.taskId === long.id)?.start).toBe("12:00");
    expect(p.plannedMinutes).toBeLessThanOrEqual(p.freeMinutes);
  });

  it("a timed task whose time a busy event takes is left out, never put over the event", () => {
    const timed = task({ dueDate: DAY, dueTime: "10:00", estimateMinutes: 30 });
    const p = proposePlan(args([timed], { busy: [{ start: 600, end: 660 }] }));
    expect(p.items.find((i) => i.taskId === timed.id && i.start === "10:00")).toBeUndefined();
  });

  it("events outside the plan's span change nothing", () => {
    const t = task({ estimateMinutes: 60 });
    const p = proposePlan(
      args([t], {
        busy: [
          { start: 420, end: 480 },
          { start: 1200, end: 1260 },
        ],
      }),
    );
    expect(p.freeMinutes).toBe(120);
    expect(p.items[0]?.start).toBe("09:00");
  });
});

describe("re-timing around busy events (issue 44)", () => {
  it("moves an item past a busy event it would overlap, and keeps the order", () => {
    const r = retime(
      [
        { id: 1, minutes: 45 },
        { id: 2, minutes: 30 },
        { id: 3, minutes: 60 },
      ],
      "09:00",
      [
        { start: 585, end: 600 }, // 09:45-10:00
        { start: 630, end: 690 }, // 10:30-11:30
      ],
    );
    expect(r.items.map((i) => i.start)).toEqual(["09:00", "10:00", "11:30"]);
  });

  it("counts overlapping busy events once, inside the span only", () => {
    expect(
      busyMinutesWithin(
        [
          { start: 500, end: 620 },
          { start: 600, end: 660 },
          { start: 1000, end: 1100 },
        ],
        540,
        1020,
      ),
    ).toBe(120 + 20);
  });
});
