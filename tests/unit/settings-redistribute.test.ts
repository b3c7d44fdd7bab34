// The slider rule of spec §5: one area moves, the difference is spread equally over the other
// areas above 0.5, clamped at 0, in tenths.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { redistribute } from "@/lib/settings/redistribute";
import { isValidTotal, totalOf, totalWarning } from "@/lib/settings/shapes";
import { CATEGORIES, defaultPercentages, type Category, type CategoryMap } from "@/lib/categories";

const map = (values: number[]) =>
  Object.fromEntries(CATEGORIES.map((c, i) => [c, values[i]!])) as CategoryMap<number>;

describe("redistribute", () => {
  it("spreads a rise equally over the seven other areas", () => {
    const next = redistribute(defaultPercentages(), "health", 19.5); // +7.0 → 1.0 each
    expect(next.health).toBe(19.5);
    for (const c of CATEGORIES.filter((c) => c !== "health")) expect(next[c]).toBe(11.5);
    expect(totalOf(next)).toBe(100);
  });

  it("spreads a fall equally too", () => {
    const next = redistribute(defaultPercentages(), "romance", 5.5); // -7.0 → +1.0 each
    expect(next.romance).toBe(5.5);
    expect(next.health).toBe(13.5);
    expect(totalOf(next)).toBe(100);
  });

  it("rounds the shares to tenths without changing the total (one 0.5 step)", () => {
    const next = redistribute(defaultPercentages(), "health", 13);
    // 0.5 over seven areas: five areas give 0.1, two give 0; never 99.8 in total.
    const others = CATEGORIES.filter((c) => c !== "health").map((c) => next[c]);
    expect(others.filter((v) => v === 12.4)).toHaveLength(5);
    expect(others.filter((v) => v === 12.5)).toHaveLength(2);
    expect(totalOf(next)).toBe(100);
    expect(isValidTotal(totalOf(next))).toBe(true);
  });

  it("gives the left-over tenths to the largest areas first", () => {
    const start = map([30, 10, 10, 10, 10, 10, 10, 10]);
    const next = redistribute(start, "finances", 10.1); // +0.1: only one area can give it
    expect(next.physical_environment).toBe(29.9);
    expect(next.business_career).toBe(10);
    expect(totalOf(next)).toBe(100);
  });

  it("leaves areas at or below 0.5 out", () => {
    const start = map([0.5, 0, 24.5, 25, 25, 25, 0, 0]);
    const next = redistribute(start, "health", 28); // +3 over finances, family_friends, romance
    expect(next.physical_environment).toBe(0.5);
    expect(next.business_career).toBe(0);
    expect(next.personal_growth).toBe(0);
    expect(next.finances).toBe(23.5);
    expect(next.family_friends).toBe(24);
    expect(next.romance).toBe(24);
    expect(totalOf(next)).toBe(100);
  });

  it("clamps at 0, and the total may then leave 100 (the screen warns)", () => {
    const start = map([2, 2, 2, 2, 2, 2, 2, 86]);
    const next = redistribute(start, "fun_recreation", 100); // +14 over seven areas: 2 each → all 0
    for (const c of CATEGORIES.filter((c) => c !== "fun_recreation")) expect(next[c]).toBe(0);
    expect(totalOf(next)).toBe(100);
    const over = redistribute(map([1, 1, 1, 1, 1, 1, 1, 93]), "fun_recreation", 100); // +7: clamps at 0
    expect(totalOf(over)).toBe(100);
    const clampedHard = redistribute(map([1, 1, 1, 1, 1, 1, 24, 70]), "fun_recreation", 100); // +30: 4.3 each
    expect(clampedHard.physical_environment).toBe(0);
    expect(clampedHard.personal_growth).toBeCloseTo(19.7, 10);
    expect(totalOf(clampedHard)).toBe(119.7);
    expect(isValidTotal(totalOf(clampedHard))).toBe(false);
    expect(totalWarning(totalOf(clampedHard))).toBe(
      "Percentages must total 100%. Current total: 119.7%",
    );
  });

  it("with nothing above 0.5 to take from, only the moved area changes", () => {
    const start = map([100, 0, 0, 0, 0, 0, 0, 0]);
    const next = redistribute(start, "physical_environment", 0);
    expect(next).toEqual(map([0, 0, 0, 0, 0, 0, 0, 0]));
    expect(totalWarning(totalOf(next))).toBe("Percentages must total 100%. Current total: 0.0%");
  });

  it("clamps the slider itself to 0..100 and rounds it to one decimal", () => {
    expect(redistribute(defaultPercentages(), "health", 140).health).toBe(100);
    expect(redistribute(defaultPercentages(), "health", -3).health).toBe(0);
    expect(redistribute(defaultPercentages(), "health", 12.549).health).toBe(12.5);
    expect(redistribute(defaultPercentages(), "health", 12.5)).toEqual(defaultPercentages());
  });

  it("properties: tenths, 0..100, untouched areas, equal shares, total kept unless clamped", () => {
    // Any valid start: eight areas in tenths that add up to exactly 100.
    const tenthsArb = fc
      .array(fc.integer({ min: 0, max: 1000 }), { minLength: 7, maxLength: 7 })
      .map((cuts) => {
        const points = [0, ...cuts.sort((a, b) => a - b), 1000];
        return points.slice(1).map((p, i) => p - points[i]!);
      });
    fc.assert(
      fc.property(
        tenthsArb,
        fc.constantFrom(...CATEGORIES),
        fc.integer({ min: 0, max: 200 }),
        (raw, changed, step) => {
          const start = map(raw.map((t) => t / 10));
          const next = redistribute(start, changed, step / 2);
          const others = CATEGORIES.filter((c) => c !== changed && start[c] > 0.5);
          const diff = next[changed] - start[changed];
          let clamped = false;
          for (const c of CATEGORIES) {
            expect(
              Number.isInteger(Math.round(next[c] * 10)) &&
                Math.abs(next[c] * 10 - Math.round(next[c] * 10)) < 1e-9,
            ).toBe(true);
            expect(next[c]).toBeGreaterThanOrEqual(0);
            expect(next[c]).toBeLessThanOrEqual(100);
            if (c === changed) continue;
            if (!others.includes(c as Category)) {
              expect(next[c]).toBe(start[c]);
              continue;
            }
            if (next[c] === 0) clamped ||= start[c] - diff / others.length < 0;
            else
              expect(Math.abs(start[c] - next[c] - diff / others.length)).toBeLessThan(0.1 + 1e-9);
          }
          if (others.length > 0 && !clamped) expect(totalOf(next)).toBeCloseTo(totalOf(start), 6);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
