// Where a new vision-board item goes: the first free spot in the part of the canvas the user can
// see, scanning rows from its top-left (issue 22: every new item landed on the same spot, the
// canvas centre minus 100 px, so three added items showed as one). Pure, for the browser.

export type Rect = { x: number; y: number; width: number; height: number };

/** A new item's footprint: a 200 px square picture plus its caption. */
export const NEW_ITEM_SIZE = { width: 200, height: 260 };
/** Space kept between items, and the step of the scan. */
export const ITEM_GAP = 16;

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width + ITEM_GAP &&
  a.x + a.width + ITEM_GAP > b.x &&
  a.y < b.y + b.height + ITEM_GAP &&
  a.y + a.height + ITEM_GAP > b.y;

/**
 * The top-left of the first spot, scanning the visible area row by row (then further down, where
 * the canvas grows), that overlaps no item. `visible` is in canvas coordinates.
 */
export function freeSpot(items: Rect[], visible: Rect, limit: number): { x: number; y: number } {
  const size = NEW_ITEM_SIZE;
  const left = Math.max(0, visible.x) + ITEM_GAP;
  // At least one column, even when the visible width is narrower than an item.
  const right = Math.max(left, visible.x + visible.width - size.width - ITEM_GAP);
  const top = Math.max(0, visible.y) + ITEM_GAP;
  for (let y = top; y <= limit; y += ITEM_GAP) {
    for (let x = left; x <= right; x += ITEM_GAP) {
      const spot = { x, y, ...size };
      if (!items.some((item) => overlaps(spot, item))) return { x, y };
    }
  }
  return { x: left, y: top };
}
