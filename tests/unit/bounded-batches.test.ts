// Batches bounded by count and by size (lib/server/bounded-batches.ts): the iCalendar batches and
// the import's stored chunks.
import { describe, expect, it } from "vitest";
import { boundedBatches } from "@/lib/server/bounded-batches";

const lengths = (items: string[], most: { count: number; size: number }) =>
  [...boundedBatches(items, (s) => s.length, most)].map((b) => b.map((s) => s.length));

describe("boundedBatches", () => {
  it("closes a batch at the count, and before the item that would pass the size", () => {
    expect(lengths(["a", "b", "c", "d", "e"], { count: 2, size: 100 })).toEqual([
      [1, 1],
      [1, 1],
      [1],
    ]);
    expect(lengths(["aaa", "bbb", "cccc", "d"], { count: 10, size: 7 })).toEqual([
      [3, 3],
      [4, 1],
    ]);
  });

  it("sends an item larger than the size alone, and nothing for no items", () => {
    expect(lengths(["a", "x".repeat(20), "b"], { count: 10, size: 5 })).toEqual([[1], [20], [1]]);
    expect(lengths([], { count: 10, size: 5 })).toEqual([]);
  });
});
