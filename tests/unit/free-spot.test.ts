// Issue 22 item 5: new vision-board items go to free spots of the visible canvas, not one spot.
import { describe, expect, it } from "vitest";
import { freeSpot, ITEM_GAP, NEW_ITEM_SIZE, type Rect } from "@/lib/vision-boards/free-spot";

const place = (items: Rect[], visible: Rect) => {
  const spot = freeSpot(items, visible, 10_000);
  return { ...spot, ...NEW_ITEM_SIZE };
};
const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;

describe("freeSpot", () => {
  it("three items added one after another on a desktop canvas sit side by side", () => {
    const visible = { x: 0, y: 0, width: 1200, height: 600 };
    const items: Rect[] = [];
    for (let i = 0; i < 3; i++) items.push(place(items, visible));
    expect(items.map((r) => r.y)).toEqual([ITEM_GAP, ITEM_GAP, ITEM_GAP]);
    for (let i = 0; i < 3; i++)
      for (let j = i + 1; j < 3; j++) expect(overlap(items[i]!, items[j]!)).toBe(false);
  });

  it("on a phone-wide canvas they stack instead, still without overlapping", () => {
    const visible = { x: 0, y: 0, width: 356, height: 700 };
    const items: Rect[] = [];
    for (let i = 0; i < 3; i++) items.push(place(items, visible));
    for (let i = 0; i < 3; i++)
      for (let j = i + 1; j < 3; j++) expect(overlap(items[i]!, items[j]!)).toBe(false);
    expect(items.every((r) => r.x === ITEM_GAP)).toBe(true);
  });

  it("starts in the part of the canvas the user sees (scrolled down and right)", () => {
    const spot = freeSpot([], { x: 300, y: 900, width: 800, height: 500 }, 10_000);
    expect(spot).toEqual({ x: 300 + ITEM_GAP, y: 900 + ITEM_GAP });
  });

  it("goes around an item the user dragged into the corner", () => {
    const dragged = { x: 10, y: 10, width: 200, height: 240 };
    const spot = freeSpot([dragged], { x: 0, y: 0, width: 1000, height: 600 }, 10_000);
    expect(overlap({ ...spot, ...NEW_ITEM_SIZE }, dragged)).toBe(false);
    expect(spot.y).toBe(ITEM_GAP);
  });
});
