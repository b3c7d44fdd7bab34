// Insights' trend words tell ties and empty areas truthfully (issue 31).
import { describe, expect, it } from "vitest";
import { CATEGORIES, categoryLabel, defaultPercentages, type Category } from "@/lib/categories";
import {
  areaGaps,
  fromFirstWeek,
  trendWords,
  weekScore,
  type WeekHistory,
} from "@/lib/insights/score";
import { formatMinutes } from "@/lib/time/minutes";
import { formatIdeal } from "@/lib/tasks/shares";

const zero = () => Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
const week = (weekStart: string, counts: Partial<Record<Category, number>>): WeekHistory => {
  const completed = { ...zero(), ...counts };
  return {
    weekStart,
    completed,
    total: CATEGORIES.reduce((s, c) => s + completed[c], 0),
    score: null,
  };
};
const words = (counts: Partial<Record<Category, number>>) =>
  trendWords(
    areaGaps([week("2026-11-23", counts)], defaultPercentages())!.gaps,
    (a) => categoryLabel(a, {}),
    formatIdeal,
  );

describe("trend words", () => {
  it("names both areas when two share the most", () => {
    expect(words({ health: 2, finances: 2 }).most).toBe(
      "Finances and Health share the most: 50% each against 12.5% each.",
    );
  });

  it("counts the empty areas instead of naming one as the least", () => {
    expect(words({ health: 3 })).toEqual({
      least: "7 areas have no completed tasks yet.",
      most: "Health got the most: 100% against 12.5%.",
    });
  });

  it("one area alone is named", () => {
    const w = words({
      health: 4,
      finances: 2,
      romance: 1,
      business_career: 1,
      family_friends: 1,
      fun_recreation: 1,
      personal_growth: 1,
      physical_environment: 1,
    });
    expect(w.most).toBe("Health got the most: 33% against 12.5%.");
    expect(w.least).toMatch(
      /got the least of your attention: 8% each of your completed tasks against an ideal of 12.5% each\.$/,
    );
  });
});

// Minutes per area beside the counts: the same tasks read by time.
const timed = (
  counts: Partial<Record<Category, number>>,
  minutes: Partial<Record<Category, number>>,
) => ({
  ...week("2026-11-23", counts),
  minutes: { ...zero(), ...minutes },
});
const timeWords = (w: WeekHistory) =>
  trendWords(
    areaGaps([w], defaultPercentages(), "time")!.gaps,
    (a) => categoryLabel(a, {}),
    formatIdeal,
    "time",
  );

describe("minutes as the screens write them", () => {
  it.each([
    [195, "3 h 15 m"],
    [120, "2 h"],
    [45, "45 m"],
    [0, "0 m"],
    [59.6, "1 h"],
    [-5, "0 m"],
    [1440, "24 h"],
  ])("%d → %s", (m, text) => expect(formatMinutes(m)).toBe(text));
});

describe("trend words by time (issue 27)", () => {
  it("one long task outweighs many short ones and the sentence gives its time", () => {
    // Five 5-minute Finances chores against one 3 h 15 m Health hike.
    const w = timeWords(timed({ finances: 5, health: 1 }, { finances: 25, health: 195 }));
    expect(w.most).toBe("Health got the most: 3 h 15 m (89%) against 12.5%.");
    expect(w.least).toBe("6 areas have no completed tasks yet.");
    // By count the same week reads the other way round.
    expect(
      trendWords(
        areaGaps(
          [timed({ finances: 5, health: 1 }, { finances: 25, health: 195 })],
          defaultPercentages(),
        )!.gaps,
        (a) => categoryLabel(a, {}),
        formatIdeal,
      ).most,
    ).toBe("Finances got the most: 83% against 12.5%.");
  });

  it("names the least area with its time and share of time", () => {
    const all = Object.fromEntries(CATEGORIES.map((c) => [c, 1]));
    const minutes = Object.fromEntries(CATEGORIES.map((c) => [c, 60]));
    const w = timeWords(timed(all, { ...minutes, health: 195, romance: 15 }));
    expect(w.most).toBe("Health got the most: 3 h 15 m (34%) against 12.5%.");
    expect(w.least).toBe(
      "Romance got the least of your attention: 15 m (3% of your time) against an ideal of 12.5%.",
    );
  });

  it("a tie gives the shared time once when it reads the same", () => {
    expect(timeWords(timed({ health: 1, finances: 3 }, { health: 90, finances: 90 })).most).toBe(
      "Finances and Health share the most: 50% each (1 h 30 m each) against 12.5% each.",
    );
  });

  it("the score follows the measure", () => {
    const w = timed({ finances: 5, health: 1 }, { finances: 25, health: 195 });
    const ideal = { ...zero(), health: 50, finances: 50 };
    expect(weekScore(w, ideal, "count")).toBe(67);
    expect(weekScore(w, ideal, "time")).toBe(61);
  });
});

describe("a new account's history", () => {
  const weeks = ["2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"].map((d) => week(d, {}));
  it("starts at the week it joined", () => {
    expect(fromFirstWeek(weeks, "2026-11-16").map((w) => w.weekStart)).toEqual([
      "2026-11-16",
      "2026-11-23",
    ]);
    expect(fromFirstWeek(weeks, "2026-12-07").map((w) => w.weekStart)).toEqual(["2026-11-23"]);
    expect(fromFirstWeek(weeks, null)).toHaveLength(4);
  });
});
