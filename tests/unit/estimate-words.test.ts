// Issue 46 item 6: the analysis says estimates run short only when the data shows it (at least 5
// timed tasks, 25% over in total, most of them over), and the review's line per area.
import { describe, expect, it } from "vitest";
import {
  estimateAreaLine,
  estimatesByArea,
  estimatesRunShort,
  MIN_MEASURED_TASKS,
} from "@/lib/ai/estimate-words";

const pairs = (n: number, planned: number, spent: number) =>
  Array.from({ length: n }, () => ({ planned, spent }));

describe("estimatesRunShort", () => {
  it("says so when enough timed tasks ran well over", () => {
    expect(estimatesRunShort(pairs(6, 60, 90))).toBe(
      "Your estimates run short: in the last 4 weeks, 6 timed tasks took 9 h against 6 h planned (50% more).",
    );
  });

  it("says nothing with too few timed tasks, however far over", () => {
    expect(estimatesRunShort(pairs(MIN_MEASURED_TASKS - 1, 30, 300))).toBeNull();
    // Tasks without time spent do not count toward the five.
    expect(estimatesRunShort([...pairs(4, 30, 300), ...pairs(3, 30, 0)])).toBeNull();
  });

  it("says nothing just under the threshold, and at it says so", () => {
    expect(estimatesRunShort(pairs(5, 100, 124))).toBeNull();
    expect(estimatesRunShort(pairs(5, 100, 125))).not.toBeNull();
  });

  it("says nothing when one outlier makes the total, most tasks being on time", () => {
    expect(estimatesRunShort([...pairs(4, 60, 50), { planned: 60, spent: 600 }])).toBeNull();
  });
});

describe("estimatesRunShort per area", () => {
  const label = (c: string) => ({ business_career: "Career", health: "Health" })[c] ?? c;
  const inArea = (
    category: "business_career" | "health",
    n: number,
    planned: number,
    spent: number,
  ) => pairs(n, planned, spent).map((p) => ({ ...p, category }));

  it("names the area that holds two thirds of the extra time and ran short itself", () => {
    expect(
      estimatesRunShort(
        [...inArea("business_career", 4, 60, 108), ...inArea("health", 2, 30, 36)],
        label,
      ),
    ).toBe(
      "Your estimates run short: in the last 4 weeks, 6 timed tasks took 8 h 24 m against 5 h planned (68% more). Most of it is in Career: 4 tasks took 80% more.",
    );
  });

  it("names no area when the extra time is spread, or the area has too few tasks", () => {
    const spread = estimatesRunShort(
      [...inArea("business_career", 3, 60, 90), ...inArea("health", 3, 60, 90)],
      label,
    );
    expect(spread).toMatch(/^Your estimates run short/);
    expect(spread).not.toMatch(/Most of it/);
    // Two tasks are too few to name an area, however far over.
    const few = estimatesRunShort(
      [...inArea("business_career", 2, 60, 300), ...inArea("health", 3, 60, 80)],
      label,
    );
    expect(few).not.toMatch(/Most of it/);
  });

  it("never names an area below the floor: nothing is said at all", () => {
    expect(estimatesRunShort(inArea("business_career", 4, 60, 300), label)).toBeNull();
  });
});

describe("estimate lines", () => {
  it("sums per area, leaving out areas with no time spent", () => {
    const areas = estimatesByArea([
      { category: "business_career", planned: 240, spent: 400 },
      { category: "business_career", planned: 120, spent: 160 },
      { category: "health", planned: 30, spent: 0 },
    ]);
    expect(areas).toEqual({ business_career: { planned: 360, spent: 560 } });
    expect(estimateAreaLine("Career", areas.business_career!)).toBe(
      "Career: planned 6 h, spent 9 h 20 m",
    );
  });
});
