"use client";
// A finger resting on a row's reorder handle before the drag-and-drop library has loaded (issue 30
// took back issue 31's idle preload: on a phone's first load, evaluating the library and
// re-rendering every row cost 100–300 ms of blocking time). The plain list records the touch here
// and asks for the library; once it has loaded, `usePendingTouchSensor` picks the same touch up, so
// the first long-press after load still lifts the row.
// The touch's events keep going to the element the finger first landed on, even after React
// replaces that row with its draggable twin, so the touch is followed on that element itself.

export type HeldTouch = {
  /** The element the finger landed on: the touch's later events are dispatched to it. */
  target: EventTarget;
  /** The row's task id, which is its draggable id in the sortable list. */
  taskId: string;
  /** Where the finger landed, and where it is now (it may have crept a little). */
  start: { x: number; y: number };
  point: { x: number; y: number };
  /** performance.now() when the finger landed: the long-press delay counts from here. */
  at: number;
};

let held: HeldTouch | null = null;
let release: (() => void) | null = null;

/** Records a touch that landed on a reorder handle; forgotten when the finger lifts. */
export function holdTouch(event: TouchEvent, taskId: string) {
  const touch = event.touches[0];
  if (!touch || event.touches.length > 1 || !event.target) return;
  release?.();
  const target = event.target;
  const here = { x: touch.clientX, y: touch.clientY };
  const current: HeldTouch = { target, taskId, start: here, point: here, at: performance.now() };
  const move = (e: Event) => {
    const t = (e as TouchEvent).touches[0];
    if (t) current.point = { x: t.clientX, y: t.clientY };
  };
  const lift = () => release?.();
  target.addEventListener("touchmove", move);
  target.addEventListener("touchend", lift);
  target.addEventListener("touchcancel", lift);
  held = current;
  release = () => {
    target.removeEventListener("touchmove", move);
    target.removeEventListener("touchend", lift);
    target.removeEventListener("touchcancel", lift);
    held = null;
    release = null;
  };
}

/** The touch still resting on a reorder handle, if any, without taking it. */
export const heldTouch = (): HeldTouch | null => held;

/** Hands the held touch over (once) to whoever follows it from now on. */
export function takeHeldTouch(): HeldTouch | null {
  const taken = held;
  release?.();
  return taken;
}
