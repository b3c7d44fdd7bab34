"use client";
// Phones (issue 29): swipe a task row left to delete it (with Undo), right to tick it. Touch only;
// a mostly vertical move is a scroll and is left alone. The row follows the finger; past SWIPE_PX
// the action runs, a shorter swipe springs back.
//
// Issue 47: a right swipe also sent the browser Back (overscroll history navigation). The row now
// claims the horizontal gestures it uses: `touch-action: pan-y` and `overscroll-behavior-x:
// contain` on the row (task-row.tsx), and a native, non-passive touchmove listener that prevents
// the default once the gesture is the row's (horizontal), never before: a vertical scroll starting
// on a row stays the page's. React's own touch listeners are passive, so they cannot do this.
import { useCallback, useLayoutEffect, useRef, useState } from "react";

const SWIPE_PX = 96;
/** How far a move must go before it counts as horizontal or vertical. */
const DECIDE_PX = 10;
const SPRING_MS = 200;

type Gesture = { x: number; y: number; horizontal: boolean | null; dx: number };

export function useRowSwipe(onLeft: (() => void) | undefined, onRight: () => void) {
  const [dx, setDx] = useState(0);
  const [tracking, setTracking] = useState(false);
  // Springing back: the row animates home for SPRING_MS after the finger lifts.
  const [springing, setSpringing] = useState(false);
  const gesture = useRef<Gesture | null>(null);
  const actions = useRef({ onLeft, onRight });
  useLayoutEffect(() => {
    actions.current = { onLeft, onRight };
  });

  /** The row's ref: attaches the listeners (React 19 runs the returned cleanup on detach). */
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    const reset = () => {
      gesture.current = null;
      setTracking(false);
      setDx(0);
    };
    const start = (e: TouchEvent) => {
      const t = e.touches[0];
      // One finger only; the drag handle's touches belong to drag and drop.
      if (
        e.touches.length !== 1 ||
        !t ||
        (e.target as HTMLElement).closest?.(
          "[data-reorder-handle], [data-rfd-drag-handle-draggable-id]",
        )
      ) {
        if (gesture.current) reset();
        return;
      }
      gesture.current = { x: t.clientX, y: t.clientY, horizontal: null, dx: 0 };
    };
    const move = (e: TouchEvent) => {
      const g = gesture.current;
      const t = e.touches[0];
      if (!g || !t) return;
      const mx = t.clientX - g.x;
      const my = t.clientY - g.y;
      if (g.horizontal === null && Math.abs(mx) + Math.abs(my) > DECIDE_PX) {
        g.horizontal = Math.abs(mx) > Math.abs(my) * 1.5;
        if (g.horizontal) setTracking(true);
      }
      if (!g.horizontal) return;
      // The gesture is the row's: no scroll, no Back/Forward from the browser.
      if (e.cancelable) e.preventDefault();
      g.dx = Math.max(-SWIPE_PX * 1.5, Math.min(SWIPE_PX * 1.5, mx));
      setDx(g.dx);
    };
    const end = () => {
      const g = gesture.current;
      if (!g) return;
      const moved = g.horizontal ? g.dx : 0;
      reset();
      if (moved) {
        setSpringing(true);
        setTimeout(() => setSpringing(false), SPRING_MS);
      }
      if (moved <= -SWIPE_PX) actions.current.onLeft?.();
      else if (moved >= SWIPE_PX) actions.current.onRight();
      if (Math.abs(moved) >= SWIPE_PX) window.dispatchEvent(new Event(SWIPED_EVENT));
    };
    node.addEventListener("touchstart", start, { passive: true });
    node.addEventListener("touchmove", move, { passive: false });
    node.addEventListener("touchend", end);
    node.addEventListener("touchcancel", reset);
    return () => {
      node.removeEventListener("touchstart", start);
      node.removeEventListener("touchmove", move);
      node.removeEventListener("touchend", end);
      node.removeEventListener("touchcancel", reset);
    };
  }, []);

  /** The row's transform while swiped: with the finger while tracking, animated home after; null when at rest. */
  const style =
    tracking || dx || springing
      ? {
          transform: dx ? `translateX(${dx}px)` : "none",
          transition: tracking ? "none" : `transform ${SPRING_MS}ms ease-out`,
        }
      : null;
  return { ref, style };
}

/** Fired on window when a swipe has done its action: the first-time hint has been understood. */
export const SWIPED_EVENT = "balance:row-swiped";
