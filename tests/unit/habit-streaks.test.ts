// Habit streaks (issue 46): consecutive days or weeks, in the user's zone and week start, across the
// March and October daylight-saving changes. Property-based against slow, obvious oracles.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  checkableDay,
  historyStart,
  periodOf,
  streakOf,
  weekOf,
  type HabitTarget,
  type WeekStart,
} from "@/lib/habits/streaks";
import { addDays } from "@/lib/time/days";
import { todayIn } from "@/lib/time/clock";

const ZONES = [
  "UTC",
  "Europe/Paris",
  "Europe/London",
  "America/New_York",
  "America/Los_Angeles",
  "Australia/Sydney", // its changes are in April and October, the other way round
  "Asia/Tokyo",
  "Pacific/Auckland",
  "Asia/Kolkata",
  "America/St_Johns", // a half-hour offset
  "Pacific/Chatham", // a 45-minute offset
];

/** A day near a 2026 or 2027 daylight-saving change (Europe: 29 Mar, 25 Oct 2026; US: 8 Mar, 1 Nov). */
const dayNearChange = fc
  .constantFrom(
    "2026-03-08",
    "2026-03-29",
    "2026-04-05",
    "2026-09-27",
    "2026-10-25",
    "2026-11-01",
    "2027-03-14",
    "2027-03-28",
    "2027-10-31",
  )
  .chain((d) => fc.integer({ min: -10, max: 3 }).map((k) => addDays(d, k)));

const weekStartArb = fc.integer({ min: 0, max: 6 }).map((n) => n as WeekStart);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The instant at which the wall clock in `zone` shows `day` `hh:mm` (two offset corrections). */
function instantAt(zone: string, day: string, hh: number, mm: number): Date {
  const wanted = Date.parse(
    `${day}T${String(hh).padStart(2, "0")}:${String(mm).padStart(2, "0")}:00Z`,
  );
  let guess = wanted;
  for (let i = 0; i < 3; i++) {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat("en-CA", {
        timeZone: zone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      })
        .formatToParts(new Date(guess))
        .map((p) => [p.type, p.value]),
    );
    const shown = Date.parse(
      `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`,
    );
    guess += wanted - shown;
  }
  return new Date(guess);
}

// Oracles: day by day, week by week, with sets.
function dailyOracle(checks: string[], today: string) {
  const set = new Set(checks);
  let d = set.has(today) ? today : addDays(today, -1);
  let current = 0;
  while (set.has(d)) {
    current++;
    d = addDays(d, -1);
  }
  let longest = 0;
  for (const start of set) {
    if (set.has(addDays(start, -1))) continue;
    let n = 0;
    while (set.has(addDays(start, n))) n++;
    longest = Math.max(longest, n);
  }
  return { current, longest };
}

function weeklyOracle(checks: string[], times: number, today: string, ws: WeekStart) {
  const set = new Set(checks);
  const met = (weekFirst: string) => {
    let n = 0;
    for (let i = 0; i < 7; i++) if (set.has(addDays(weekFirst, i))) n++;
    return n >= times;
  };
  // The week's first day found by stepping back until the weekday matches.
  const first = (day: string) => {
    let d = day;
    while (weekday(d) !== ws) d = addDays(d, -1);
    return d;
  };
  const thisWeek = first(today);
  let w = met(thisWeek) ? thisWeek : addDays(thisWeek, -7);
  let current = 0;
  while (met(w)) {
    current++;
    w = addDays(w, -7);
  }
  let longest = 0;
  const weeks = [...new Set([...set].map(first))];
  for (const start of weeks) {
    if (!met(start) || met(addDays(start, -7))) continue;
    let n = 0;
    while (met(addDays(start, 7 * n))) n++;
    longest = Math.max(longest, n);
  }
  return { current, longest };
}

/** Up to 60 distinct days in the 70 days up to `today`. */
const checksUpTo = (today: string) =>
  fc
    .uniqueArray(fc.integer({ min: 0, max: 69 }), { maxLength: 60 })
    .map((backs) => backs.map((b) => addDays(today, -b)));

const scenario = dayNearChange.chain((today) =>
  fc.record({ today: fc.constant(today), checks: checksUpTo(today) }),
);

describe("weekOf", () => {
  it("is the week start's weekday, at most six days back", () => {
    fc.assert(
      fc.property(dayNearChange, weekStartArb, (day, ws) => {
        const first = weekOf(day, ws);
        expect(weekday(first)).toBe(ws);
        const back = (Date.parse(day) - Date.parse(first)) / 86_400_000;
        expect(back).toBeGreaterThanOrEqual(0);
        expect(back).toBeLessThanOrEqual(6);
      }),
    );
  });

  it("knows Monday and Sunday weeks", () => {
    expect(weekOf("2026-11-27", 1)).toBe("2026-11-23"); // a Friday
    expect(weekOf("2026-11-27", 0)).toBe("2026-11-22");
    expect(weekOf("2026-11-22", 1)).toBe("2026-11-16"); // a Sunday is the end of a Monday week
    expect(historyStart("2026-11-27", 1)).toBe("2026-09-07");
  });
});

describe("daily streaks", () => {
  const daily: HabitTarget = { times: 1, per: "day" };

  it("counts consecutive days, like the day-by-day oracle", () => {
    fc.assert(
      fc.property(scenario, ({ today, checks }) => {
        expect(streakOf(checks, daily, today)).toEqual(dailyOracle(checks, today));
      }),
    );
  });

  it("treats 7 times a week as daily", () => {
    fc.assert(
      fc.property(scenario, weekStartArb, ({ today, checks }, ws) => {
        expect(streakOf(checks, { times: 7, per: "week" }, today, ws)).toEqual(
          streakOf(checks, daily, today, ws),
        );
      }),
    );
  });

  it("does not break while today is not yet done, and grows by one when it is", () => {
    fc.assert(
      fc.property(scenario, ({ today, checks }) => {
        const without = checks.filter((d) => d !== today);
        const before = streakOf(without, daily, today);
        // Today open: the run that ended yesterday, exactly as it stood yesterday evening.
        const yesterday = addDays(today, -1);
        const lastEvening = streakOf(without, daily, yesterday);
        expect(before.current).toBe(without.includes(yesterday) ? lastEvening.current : 0);
        expect(streakOf([...without, today], daily, today).current).toBe(before.current + 1);
      }),
    );
  });

  it("is broken once a whole day passed without a check", () => {
    fc.assert(
      fc.property(scenario, ({ today, checks }) => {
        const kept = checks.filter((d) => d !== today && d !== addDays(today, -1));
        expect(streakOf(kept, daily, today).current).toBe(0);
      }),
    );
  });

  it("never doubles a day checked twice (two devices, two zones)", () => {
    fc.assert(
      fc.property(scenario, ({ today, checks }) => {
        expect(streakOf([...checks, ...checks], daily, today)).toEqual(
          streakOf(checks, daily, today),
        );
      }),
    );
  });

  it("counts n days for n daily check-ins at any local time, across the March and October changes, in any zone", () => {
    fc.assert(
      fc.property(
        dayNearChange,
        fc.constantFrom(...ZONES),
        fc.array(
          fc.record({ hh: fc.integer({ min: 0, max: 23 }), mm: fc.integer({ min: 0, max: 59 }) }),
          { minLength: 1, maxLength: 30 },
        ),
        (first, zone, times) => {
          const days = times.map(({ hh, mm }, k) => {
            const day = addDays(first, k);
            // Skip the hour a clock change can remove or repeat at midnight (e.g. Chatham never
            // does, Santiago would): the check is then made an hour later on the same day.
            const at = instantAt(zone, day, hh === 0 ? 1 : hh, mm);
            return todayIn(zone, at);
          });
          expect(days).toEqual(times.map((_, k) => addDays(first, k)));
          const today = days[days.length - 1]!;
          expect(streakOf(days, daily, today)).toEqual({
            current: times.length,
            longest: times.length,
          });
          // The next day, before its check: still the same streak. The day after: broken.
          expect(streakOf(days, daily, addDays(today, 1)).current).toBe(times.length);
          expect(streakOf(days, daily, addDays(today, 2)).current).toBe(0);
        },
      ),
    );
  });

  it("does not lose a day when the user flies to a zone behind or ahead", () => {
    fc.assert(
      fc.property(
        dayNearChange,
        fc.array(fc.constantFrom(...ZONES), { minLength: 2, maxLength: 20 }),
        (first, zones) => {
          // Each day's check is made at local noon wherever the user is that day.
          const days = zones.map((zone, k) =>
            todayIn(zone, instantAt(zone, addDays(first, k), 12, 0)),
          );
          const today = days[days.length - 1]!;
          expect(streakOf(days, daily, today).current).toBe(zones.length);
        },
      ),
    );
  });

  it("keeps a check dated ahead of today (made in a zone ahead) in the current run", () => {
    expect(streakOf(["2026-11-26", "2026-11-27", "2026-11-28"], daily, "2026-11-27")).toEqual({
      current: 3,
      longest: 3,
    });
  });
});

describe("weekly streaks", () => {
  it("counts consecutive weeks that met the target, like the week-by-week oracle, for every week start", () => {
    fc.assert(
      fc.property(
        scenario,
        fc.integer({ min: 1, max: 6 }),
        weekStartArb,
        ({ today, checks }, times, ws) => {
          expect(streakOf(checks, { times, per: "week" }, today, ws)).toEqual(
            weeklyOracle(checks, times, today, ws),
          );
        },
      ),
    );
  });

  it("does not break while this week can still meet the target", () => {
    // Monday weeks; today is Wednesday 25 Nov 2026 with nothing this week; the last two weeks met 3.
    const checks = [
      "2026-11-09",
      "2026-11-11",
      "2026-11-13",
      "2026-11-16",
      "2026-11-18",
      "2026-11-20",
    ];
    const target: HabitTarget = { times: 3, per: "week" };
    expect(streakOf(checks, target, "2026-11-25", 1)).toEqual({ current: 2, longest: 2 });
    expect(periodOf(checks, target, "2026-11-25", 1)).toEqual({ done: 0, target: 3 });
    // A week later with still nothing: last week failed, the streak is over.
    expect(streakOf(checks, target, "2026-12-02", 1).current).toBe(0);
    // With Sunday weeks the same days group differently: 15-21 Nov holds 16, 18, 20 (3), 8-14 Nov holds 9, 11, 13.
    expect(streakOf(checks, target, "2026-11-25", 0)).toEqual({ current: 2, longest: 2 });
    // Saturday weeks: 7-13 Nov has 3, 14-20 Nov has 3.
    expect(streakOf(checks, target, "2026-11-25", 6)).toEqual({ current: 2, longest: 2 });
  });

  it("gives a different period and streak for the same checks with a Sunday or a Saturday week start", () => {
    // Today Wednesday 25 Nov 2026; checks on Mon 16, Tue 17, Sat 21 and Sun 22 Nov; twice a week.
    const checks = ["2026-11-16", "2026-11-17", "2026-11-21", "2026-11-22"];
    const target: HabitTarget = { times: 2, per: "week" };
    const today = "2026-11-25";
    // Monday weeks: 16-22 Nov holds all four (met); this week (23-29) has none yet.
    expect(periodOf(checks, target, today, 1)).toEqual({ done: 0, target: 2 });
    expect(streakOf(checks, target, today, 1)).toEqual({ current: 1, longest: 1 });
    // Sunday weeks: this week (22-28) has Sunday 22; 15-21 Nov holds 16, 17, 21 (met).
    expect(periodOf(checks, target, today, 0)).toEqual({ done: 1, target: 2 });
    expect(streakOf(checks, target, today, 0)).toEqual({ current: 1, longest: 1 });
    // Saturday weeks: this week (21-27) has 21 and 22 (met already); 14-20 Nov holds 16, 17 (met).
    expect(periodOf(checks, target, today, 6)).toEqual({ done: 2, target: 2 });
    expect(streakOf(checks, target, today, 6)).toEqual({ current: 2, longest: 2 });
    // The heat map's first day is its week start's weekday, 11 weeks before this week.
    expect(historyStart(today, 1)).toBe("2026-09-07");
    expect(historyStart(today, 0)).toBe("2026-09-06");
    expect(historyStart(today, 6)).toBe("2026-09-05");
    expect([weekday(historyStart(today, 0)), weekday(historyStart(today, 6))]).toEqual([0, 6]);
  });

  it("keeps a Sunday-week streak across the March change (America/New_York, Sunday 8 Mar 2026)", () => {
    const zone = "America/New_York";
    // Once a week, Sunday weeks: checked late on Saturday 7 Mar (the week of 1 Mar) and just after
    // the clocks jumped on Sunday 8 Mar (the next week); the Sunday check does not fall back a day.
    const at = [instantAt(zone, "2026-03-07", 23, 45), instantAt(zone, "2026-03-08", 3, 5)];
    const checks = at.map((i) => todayIn(zone, i));
    expect(checks).toEqual(["2026-03-07", "2026-03-08"]);
    const once: HabitTarget = { times: 1, per: "week" };
    expect(streakOf(checks, once, "2026-03-08", 0)).toEqual({ current: 2, longest: 2 });
    expect(periodOf(checks, once, "2026-03-08", 0)).toEqual({ done: 1, target: 1 });
    // Saturday weeks put both in one week (7-13 Mar): one week met, twice.
    expect(streakOf(checks, once, "2026-03-08", 6)).toEqual({ current: 1, longest: 1 });
    expect(periodOf(checks, once, "2026-03-08", 6)).toEqual({ done: 2, target: 1 });
  });

  it("counts a week across the October change as one week (Europe/Paris, 25 Oct 2026)", () => {
    const zone = "Europe/Paris";
    // Three check-ins in the week of Monday 19 Oct, the last just after the clocks went back.
    const at = [
      instantAt(zone, "2026-10-20", 23, 30),
      instantAt(zone, "2026-10-24", 23, 59),
      instantAt(zone, "2026-10-25", 2, 30),
    ];
    const checks = at.map((i) => todayIn(zone, i));
    expect(checks).toEqual(["2026-10-20", "2026-10-24", "2026-10-25"]);
    expect(periodOf(checks, { times: 3, per: "week" }, "2026-10-25", 1)).toEqual({
      done: 3,
      target: 3,
    });
  });
});

describe("periods and checkable days", () => {
  it("counts today for a daily habit and this week for a weekly one", () => {
    fc.assert(
      fc.property(
        scenario,
        weekStartArb,
        fc.integer({ min: 1, max: 6 }),
        ({ today, checks }, ws, times) => {
          expect(periodOf(checks, { times: 1, per: "day" }, today, ws)).toEqual({
            done: checks.includes(today) ? 1 : 0,
            target: 1,
          });
          const first = weekOf(today, ws);
          const inWeek = checks.filter((d) => d >= first && d <= addDays(first, 6)).length;
          expect(periodOf(checks, { times, per: "week" }, today, ws)).toEqual({
            done: inWeek,
            target: times,
          });
        },
      ),
    );
  });

  it("allows today and up to 7 days back only", () => {
    expect(checkableDay("2026-11-27", "2026-11-27")).toBeNull();
    expect(checkableDay("2026-11-20", "2026-11-27")).toBeNull();
    expect(checkableDay("2026-11-19", "2026-11-27")).toBe("too-old");
    expect(checkableDay("2026-11-28", "2026-11-27")).toBe("future");
    // Across the March change: 7 calendar days, whatever the hours.
    expect(checkableDay("2026-03-22", "2026-03-29")).toBeNull();
  });
});
