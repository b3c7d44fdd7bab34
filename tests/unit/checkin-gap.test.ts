// Issue 45: the gap ranking (lib/checkins/gap.ts): areas low on both satisfaction and time first.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATEGORIES, defaultPercentages, type CategoryMap } from "@/lib/categories";
import { dissatisfaction, gapSentence, rankAreaGaps } from "@/lib/checkins/gap";

const all = (n: number) => Object.fromEntries(CATEGORIES.map((c) => [c, n])) as CategoryMap<number>;

describe("rankAreaGaps", () => {
  it("names an area low on both first, before one low on only one", () => {
    const rows = rankAreaGaps({
      scores: { ...all(7), health: 4, romance: 3, finances: 8 },
      // Health gets 3% of the time, romance its ideal share, finances almost nothing.
      minutes: { ...all(100), health: 20, romance: 100, finances: 1 },
      ideal: defaultPercentages(),
    });
    expect(rows[0]!.area).toBe("health");
    expect(rows[0]!.lowOnBoth).toBe(true);
    expect(rows.filter((r) => r.lowOnBoth).map((r) => r.area)).toEqual(["health"]);
    expect(rows.findIndex((r) => r.area === "health")).toBeLessThan(
      rows.findIndex((r) => r.area === "romance"),
    );
    expect(gapSentence(rows[0]!, (a) => (a === "health" ? "Health" : a), "this month")).toBe(
      "Health: 4/10, 3% of your time this month",
    );
  });

  it("with no time at all, ranks by satisfaction, and ties keep the wheel's order", () => {
    const rows = rankAreaGaps({ scores: all(6), minutes: {}, ideal: defaultPercentages() });
    expect(rows.map((r) => r.area)).toEqual([...CATEGORIES]);
    expect(rows.every((r) => r.share === 0 && r.lowOnBoth === false)).toBe(true);
    const one = rankAreaGaps({
      scores: { ...all(6), fun_recreation: 2 },
      minutes: {},
      ideal: defaultPercentages(),
    });
    expect(one[0]!.area).toBe("fun_recreation");
  });

  it("an area the ideal gives nothing has no shortfall", () => {
    const ideal = { ...defaultPercentages(), romance: 0, health: 25 };
    const rows = rankAreaGaps({ scores: all(5), minutes: { health: 10 }, ideal });
    const romance = rows.find((r) => r.area === "romance")!;
    expect(romance.ideal).toBe(0);
    expect(romance.lowOnBoth).toBe(false);
    expect(romance.need).toBeCloseTo(dissatisfaction(5));
  });

  it("property: need is within 0-2, shares add up, and a lower score never ranks an area lower", () => {
    const score = fc.integer({ min: 1, max: 10 });
    const scores = fc.record(
      Object.fromEntries(CATEGORIES.map((c) => [c, score])) as Record<string, typeof score>,
    ) as fc.Arbitrary<CategoryMap<number>>;
    const mins = fc.record(
      Object.fromEntries(CATEGORIES.map((c) => [c, fc.integer({ min: 0, max: 1000 })])),
    ) as fc.Arbitrary<CategoryMap<number>>;
    fc.assert(
      fc.property(scores, mins, fc.constantFrom(...CATEGORIES), (s, m, area) => {
        const rows = rankAreaGaps({ scores: s, minutes: m, ideal: defaultPercentages() });
        expect(rows).toHaveLength(8);
        for (const r of rows) expect(r.need).toBeGreaterThanOrEqual(0);
        for (const r of rows) expect(r.need).toBeLessThanOrEqual(2);
        const total = rows.reduce((t, r) => t + r.share, 0);
        if (CATEGORIES.some((c) => m[c] > 0)) expect(total).toBeCloseTo(100);
        if (s[area] > 1) {
          const lower = rankAreaGaps({
            scores: { ...s, [area]: s[area] - 1 },
            minutes: m,
            ideal: defaultPercentages(),
          });
          const before = rows.findIndex((r) => r.area === area);
          expect(lower.findIndex((r) => r.area === area)).toBeLessThanOrEqual(before);
        }
      }),
      { numRuns: 300, seed: 45 },
    );
  });
});
