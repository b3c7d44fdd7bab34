// Issue 46: "balance by time" weighs a task by the minutes really spent where it has any, by its
// estimate (or the default) elsewhere, and says how much of it was measured.
import { describe, expect, it } from "vitest";
import { wheelSlices } from "@/lib/tasks/wheel";

describe("wheelSlices with time really spent", () => {
  it("uses actual minutes where there are any and says which share was measured", () => {
    const { slices, totalMinutes, measuredPercent } = wheelSlices(
      [
        { category: "health", estimateMinutes: 30, actualMinutes: 50 },
        { category: "finances", estimateMinutes: 20 },
        { category: "finances", estimateMinutes: null }, // the default, 30
        { category: "health", estimateMinutes: 15, actualMinutes: 0 },
      ],
      { by: "time", defaultMinutes: 30 },
    );
    expect(totalMinutes).toBe(50 + 20 + 30 + 15);
    expect(slices.find((s) => s.id === "health")!.minutes).toBe(65);
    expect(slices.find((s) => s.id === "finances")!.minutes).toBe(50);
    expect(measuredPercent).toBe(Math.round((50 / 115) * 100));
  });

  it("says 0% measured without time entries, and 100% when every task has some", () => {
    expect(
      wheelSlices([{ category: "health", estimateMinutes: 30 }], { by: "time" }).measuredPercent,
    ).toBe(0);
    expect(wheelSlices([], { by: "time" }).measuredPercent).toBe(0);
    expect(
      wheelSlices([{ category: "health", estimateMinutes: 30, actualMinutes: 5 }], { by: "time" })
        .measuredPercent,
    ).toBe(100);
  });
});
