// The "neglected three weeks running" rule that New Insight and AI Prioritize use.
import { describe, expect, it } from "vitest";
import { CATEGORIES, defaultPercentages, type Category, type CategoryMap } from "@/lib/categories";
import { neglectedArea } from "@/lib/insights/neglect";
import type { WeekHistory } from "@/lib/insights/score";

function week(weekStart: string, counts: Partial<Record<Category, number>>): WeekHistory {
  const completed = Object.fromEntries(
    CATEGORIES.map((c) => [c, counts[c] ?? 0]),
  ) as CategoryMap<number>;
  const total = CATEGORIES.reduce((s, c) => s + completed[c], 0);
  return { weekStart, completed, total, score: null };
}

// Two tasks in every area but health, each week.
const spread = () =>
  Object.fromEntries(CATEGORIES.filter((c) => c !== "health").map((c) => [c, 2])) as Partial<
    Record<Category, number>
  >;

describe("neglectedArea", () => {
  it("names the area below half its ideal share in each of the three full weeks before this one", () => {
    const weeks = [
      week("2026-11-02", spread()),
      week("2026-11-09", spread()),
      week("2026-11-16", { ...spread(), business_career: 6, health: 1 }),
      week("2026-11-23", {}),
    ];
    const trend = neglectedArea(weeks, defaultPercentages());
    expect(trend?.area).toBe("health");
    expect(trend?.weeks).toBe(3);
    expect(trend?.ideal).toBeCloseTo(12.5);
    expect(trend?.shares.map((s) => Math.round(s))).toEqual([0, 0, 5]);
    // 1 of 15 (6.7%) is more than half of 12.5%: not neglected that week, so no run.
    const borderline = [
      ...weeks.slice(0, 2),
      week("2026-11-16", { ...spread(), health: 1 }),
      weeks[3]!,
    ];
    expect(neglectedArea(borderline, defaultPercentages())).toBeNull();
  });

  it("needs all three weeks: a week at its ideal, or a week with nothing completed, breaks the run", () => {
    const fine = week("2026-11-09", { ...spread(), health: 2 });
    expect(
      neglectedArea(
        [week("2026-11-02", spread()), fine, week("2026-11-16", spread()), week("2026-11-23", {})],
        defaultPercentages(),
      ),
    ).toBeNull();
    const away = week("2026-11-09", {});
    expect(
      neglectedArea(
        [week("2026-11-02", spread()), away, week("2026-11-16", spread()), week("2026-11-23", {})],
        defaultPercentages(),
      ),
    ).toBeNull();
    expect(
      neglectedArea([week("2026-11-16", spread()), week("2026-11-23", {})], defaultPercentages()),
    ).toBeNull();
  });

  it("ignores the current week and areas the user gives under 5%, and picks the largest shortfall", () => {
    const onlyWork = { business_career: 4 };
    const weeks = [
      week("2026-11-02", onlyWork),
      week("2026-11-09", onlyWork),
      week("2026-11-16", onlyWork),
      week("2026-11-23", { health: 9, romance: 9 }),
    ];
    expect(
      neglectedArea(weeks, { ...defaultPercentages(), romance: 2, health: 30, finances: 5.5 })
        ?.area,
    ).toBe("health");
    const workOnly = Object.fromEntries(
      CATEGORIES.map((c) => [c, c === "business_career" ? 100 : 0]),
    ) as CategoryMap<number>;
    expect(neglectedArea(weeks, workOnly)).toBeNull();
  });
});
