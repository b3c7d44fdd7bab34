"use client";
// A sensor for @hello-pangea/dnd (its documented sensor API) that continues the touch which asked
// for the library (held-touch.ts): the library's own touch sensor only sees touches that start
// after it has loaded. Same rules as the library's: the row lifts once the finger has rested for
// the long-press delay, moving the finger moves the row, lifting it drops, a cancelled touch
// cancels. A finger that wandered off before the lift was scrolling or swiping, not pressing.
import { useEffect } from "react";
import type { FluidDragActions, SensorAPI } from "@hello-pangea/dnd";
import { heldTouch, takeHeldTouch, type HeldTouch } from "./held-touch";

/** The library's own long-press delay (its touch sensor's `timeForLongPress`). */
const LONG_PRESS_MS = 120;
/** How far a resting finger may creep before it counts as a swipe. */
const CREEP_PX = 10;

/** The finger has moved far enough from where it landed to be scrolling or swiping. */
const wandered = (touch: HeldTouch) =>
  Math.hypot(touch.point.x - touch.start.x, touch.point.y - touch.start.y) > CREEP_PX;

export function usePendingTouchSensor(api: SensorAPI) {
  useEffect(() => {
    // Each list (Overdue and the rest, Upcoming's days) has its own context: the touch is taken
    // by the one that holds its row.
    const touch = heldTouch();
    if (!touch || !api.canGetLock(touch.taskId)) return;
    takeHeldTouch();
    if (wandered(touch)) return;
    let unbind = () => {};
    const lock = api.tryGetLock(touch.taskId, () => unbind());
    if (!lock) return;
    let drag: FluidDragActions | null = null;
    const handlers: [string, (event: Event) => void][] = [
      [
        "touchmove",
        (event) => {
          const t = (event as TouchEvent).touches[0];
          if (!t) return;
          if (!drag) {
            touch.point = { x: t.clientX, y: t.clientY };
            return;
          }
          event.preventDefault(); // the page must not scroll under a dragged row
          drag.move({ x: t.clientX, y: t.clientY });
        },
      ],
      [
        "touchend",
        (event) => {
          if (drag?.isActive()) {
            event.preventDefault();
            drag.drop({ shouldBlockNextClick: true });
          } else if (lock.isActive()) lock.abort();
          unbind();
        },
      ],
      [
        "touchcancel",
        () => {
          if (drag?.isActive()) drag.cancel({ shouldBlockNextClick: true });
          else if (lock.isActive()) lock.abort();
          unbind();
        },
      ],
    ];
    for (const [type, fn] of handlers) touch.target.addEventListener(type, fn, { passive: false });
    const timer = setTimeout(
      () => {
        if (!lock.isActive()) return;
        if (wandered(touch)) {
          lock.abort();
          unbind();
          return;
        }
        drag = lock.fluidLift(touch.start);
      },
      Math.max(0, LONG_PRESS_MS - (performance.now() - touch.at)),
    );
    unbind = () => {
      clearTimeout(timer);
      for (const [type, fn] of handlers) touch.target.removeEventListener(type, fn);
    };
    return () => {
      unbind();
      if (drag?.isActive()) drag.cancel();
      else if (lock.isActive()) lock.abort();
    };
  }, [api]);
}
