"use client";
// Phones (issue 29): swipe a task row left to delete it (with Undo), right to tick it. Touch only;
// a mostly vertical move is a scroll and is left alone. The row follows the finger and springs
// back; past SWIPE_PX the action runs.
import { useRef, useState, type TouchEvent } from "react";

const SWIPE_PX = 96;

export function useRowSwipe(onLeft: (() => void) | undefined, onRight: () => void) {
  const start = useRef<{ x: number; y: number; horizontal: boolean | null } | null>(null);
  const [dx, setDx] = useState(0);
  const handlers = {
    onTouchStart: (e: TouchEvent) => {
      const t = e.touches[0];
      // The drag handle's touches belong to drag and drop.
      if (!t || (e.target as HTMLElement).closest?.("[data-rfd-drag-handle-draggable-id]")) return;
      start.current = { x: t.clientX, y: t.clientY, horizontal: null };
    },
    onTouchMove: (e: TouchEvent) => {
      const s = start.current;
      const t = e.touches[0];
      if (!s || !t) return;
      const mx = t.clientX - s.x;
      const my = t.clientY - s.y;
      if (s.horizontal === null && Math.abs(mx) + Math.abs(my) > 10)
        s.horizontal = Math.abs(mx) > Math.abs(my) * 1.5;
      if (s.horizontal) setDx(Math.max(-SWIPE_PX * 1.5, Math.min(SWIPE_PX * 1.5, mx)));
    },
    onTouchEnd: () => {
      const moved = dx;
      start.current = null;
      setDx(0);
      if (moved <= -SWIPE_PX) onLeft?.();
      else if (moved >= SWIPE_PX) onRight();
    },
    onTouchCancel: () => {
      start.current = null;
      setDx(0);
    },
  };
  return { dx, handlers };
}
