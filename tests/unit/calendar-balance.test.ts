// How calendar events count in the balance (docs/decisions/calendar-balance.md): free events count
// nothing, each day is capped at the day length with its areas scaled alike, and a busy all-day
// event takes what the timed events leave of the day.
import { describe, expect, it } from "vitest";
import { calendarDayMinutes, sumDays, type BalanceEventDay } from "@/lib/calendars/shapes";
import { DAY_LENGTH_MINUTES } from "@/lib/time/rules";
import { calendarPartText } from "@/lib/time/minutes";
import { CATEGORIES } from "@/lib/categories";
import { wheelSlices } from "@/lib/tasks/wheel";
import { calendarSentence } from "@/lib/ai/time-words";
import { areaGaps, hasMeasure, trendWords } from "@/lib/insights/score";

const DAY = "2026-11-23";
const timed = (
  minutes: number,
  category: BalanceEventDay["category"],
  busy = true,
  date = DAY,
) => ({
  date,
  category,
  minutes,
  allDay: false,
  busy,
});
const allDay = (category: BalanceEventDay["category"], busy = true, date = DAY) => ({
  date,
  category,
  minutes: 1440,
  allDay: true,
  busy,
});

describe("calendarDayMinutes", () => {
  it("counts busy timed events per area and day, and free ones not at all", () => {
    const days = calendarDayMinutes(
      [
        timed(60, "business_career"),
        timed(30, "business_career"),
        timed(45, "health"),
        timed(120, "fun_recreation", false),
        timed(50, "business_career", true, "2026-11-24"),
      ],
      DAY_LENGTH_MINUTES,
    );
    expect(days.map((d) => d.date)).toEqual([DAY, "2026-11-24"]);
    expect(days[0]!.minutes).toMatchObject({ business_career: 90, health: 45, fun_recreation: 0 });
    expect(sumDays(days).business_career).toBe(140);
  });

  it("caps a day at the day length and scales its areas alike", () => {
    const [day] = calendarDayMinutes(
      [timed(900, "business_career"), timed(300, "family_friends")],
      960,
    );
    // 1,200 minutes over a 960-minute day: each area × 0.8.
    expect(day!.minutes.business_career).toBe(720);
    expect(day!.minutes.family_friends).toBe(240);
    const total = Object.values(day!.minutes).reduce((a, b) => a + b, 0);
    expect(total).toBe(960);
  });

  it("never passes the cap when scaling rounds", () => {
    const [day] = calendarDayMinutes(
      [timed(700, "business_career"), timed(700, "health"), timed(701, "finances")],
      960,
    );
    const total = Object.values(day!.minutes).reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(960);
    expect(total).toBeGreaterThanOrEqual(957);
  });

  it("gives a busy all-day event what the timed events leave of the day", () => {
    const [day] = calendarDayMinutes([allDay("business_career"), timed(60, "family_friends")], 960);
    expect(day!.minutes).toMatchObject({ business_career: 900, family_friends: 60 });
  });

  it("shares the rest of the day between busy all-day events, and a full day leaves none", () => {
    const [shared] = calendarDayMinutes([allDay("health"), allDay("finances")], 960);
    expect(shared!.minutes).toMatchObject({ health: 480, finances: 480 });
    const [full] = calendarDayMinutes([timed(1000, "business_career"), allDay("health")], 960);
    expect(full!.minutes).toMatchObject({ business_career: 960, health: 0 });
  });

  it("counts a free all-day event (a birthday, a holiday) as nothing", () => {
    expect(calendarDayMinutes([allDay("family_friends", false)], 960)).toEqual([]);
  });

  it("does not let a week-long all-day event pass the day length on any day", () => {
    const week = Array.from({ length: 7 }, (_, i) =>
      allDay("fun_recreation", true, `2026-11-${String(23 + i).padStart(2, "0")}`),
    );
    const days = calendarDayMinutes(week, DAY_LENGTH_MINUTES);
    expect(days).toHaveLength(7);
    expect(days.every((d) => d.minutes.fun_recreation === DAY_LENGTH_MINUTES)).toBe(true);
    expect(DAY_LENGTH_MINUTES).toBe(16 * 60);
  });
});

describe("calendarPartText", () => {
  it("says how much of an area's time came from the calendar", () => {
    expect(calendarPartText(41 * 60)).toBe("41 h of it from your calendar");
    expect(calendarPartText(90)).toBe("1 h 30 m of it from your calendar");
  });
});

describe("the wheel by time with calendar minutes", () => {
  const calendar = {
    ...Object.fromEntries(CATEGORIES.map((c) => [c, 0])),
    business_career: 240,
  } as Record<(typeof CATEGORIES)[number], number>;

  it("adds the calendar's minutes to their areas and says which part they are", () => {
    const { slices, totalMinutes, calendarTotal, empty } = wheelSlices(
      [
        { category: "business_career", estimateMinutes: 60 },
        { category: "health", estimateMinutes: 100 },
      ],
      { by: "time", calendarMinutes: calendar },
    );
    const career = slices.find((s) => s.id === "business_career")!;
    expect(career).toMatchObject({ minutes: 300, calendarMinutes: 240, percentage: 75 });
    expect(totalMinutes).toBe(400);
    expect(calendarTotal).toBe(240);
    expect(empty).toBe(false);
  });

  it("draws calendar time without any task, and leaves it out by count", () => {
    expect(wheelSlices([], { by: "time", calendarMinutes: calendar }).empty).toBe(false);
    const byCount = wheelSlices([], { by: "count", calendarMinutes: calendar });
    expect(byCount.empty).toBe(true);
    expect(byCount.calendarTotal).toBe(0);
  });
});

describe("calendarSentence", () => {
  it("names the area with most calendar time, its share of the wheel and the calendar's part", () => {
    const zero = Object.fromEntries(CATEGORIES.map((c) => [c, 0]));
    const text = calendarSentence(
      {
        todoMinutes: { ...zero, business_career: 62 * 60, health: 38 * 60 },
        todoCalendarMinutes: { ...zero, business_career: 41 * 60 },
        completedMinutes: zero,
        completedCalendarMinutes: zero,
      },
      { business_career: "Career" },
    );
    expect(text).toBe(
      "Your calendar adds 41 h over the next 7 days: Career 62% of your time to do, 41 h of it from your calendar.",
    );
    expect(
      calendarSentence({ todoMinutes: zero, todoCalendarMinutes: zero }, undefined),
    ).toBeNull();
  });
});

describe("Insights' trend words with calendar time", () => {
  it("say the calendar's part of the named area's time", () => {
    const zero = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<
      (typeof CATEGORIES)[number],
      number
    >;
    const week = {
      weekStart: "2026-11-23",
      completed: { ...zero, health: 1 },
      minutes: { ...zero, business_career: 62 * 60, health: 38 * 60 },
      calendarMinutes: { ...zero, business_career: 41 * 60 },
      total: 1,
      score: null,
    };
    const ideal = { ...zero, business_career: 20, health: 80 };
    const gaps = areaGaps([week], ideal, "time")!;
    const words = trendWords(
      gaps.gaps,
      (c) => (c === "business_career" ? "Career" : "Health"),
      String,
      "time",
    );
    expect(words.most).toBe(
      "Career got the most: 62 h (62%, 41 h of it from your calendar) against 20%.",
    );
    expect(hasMeasure({ ...week, completed: zero, total: 0 }, "time")).toBe(true);
    expect(hasMeasure({ ...week, completed: zero, total: 0 }, "count")).toBe(false);
  });
});
