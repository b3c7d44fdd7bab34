// Insights' trend words tell ties and empty areas truthfully (issue 31).
import { describe, expect, it } from "vitest";
import { CATEGORIES, categoryLabel, defaultPercentages, type Category } from "@/lib/categories";
import { areaGaps, fromFirstWeek, trendWords, type WeekHistory } from "@/lib/insights/score";
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
