"use client";

// One image on the canvas. Dragged with pointer events (mouse, touch and pen alike): raised while
// dragged, saved on release. Arrow keys move a focused item too (Shift for bigger steps).
// Items look like white photo prints in both themes, so "Save as Image" gives the same picture
// whatever theme the user is in.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { X } from "@/components/ui/icons";
import { ITEM_MAX_WIDTH, POSITION_MAX } from "@/lib/vision-boards/shapes";
import type { VisionBoardItemDto } from "@/lib/vision-boards/schemas";
import { cn } from "@/lib/utils";
import { EXPORT_IGNORE_ATTR } from "./export-canvas";
import { MakeGoalButton } from "@/components/goals/make-goal-button";

type Point = { x: number; y: number };
type Props = {
  item: VisionBoardItemDto;
  /** The largest left position that keeps the item inside the canvas width. */
  maxX: () => number;
  onMove: (id: number, x: number, y: number) => void;
  onRemove: (id: number) => void;
};

const KEY_STEPS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};
/** Keyboard moves are saved once the keys rest, not on every auto-repeat. */
const KEY_SAVE_DELAY_MS = 400;
/** Below this distance a press is a click (focus), not a move. */
const DRAG_THRESHOLD_PX = 3;

const clamp = (v: number, min: number, max: number) => Math.min(Math.max(Math.round(v), min), max);

export function CanvasItem({ item, maxX, onMove, onRemove }: Props) {
  const [live, setLive] = useState<Point | null>(null);
  const [dragging, setDragging] = useState(false);
  const liveRef = useRef<Point | null>(null);
  const drag = useRef<{ pointerId: number; start: Point; origin: Point; moved: boolean } | null>(
    null,
  );
  const keyTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (keyTimer.current) clearTimeout(keyTimer.current);
    },
    [],
  );

  const setPosition = (p: Point | null) => {
    liveRef.current = p;
    setLive(p);
  };
  const bound = (p: Point): Point => ({
    x: clamp(p.x, 0, Math.max(0, maxX())),
    y: clamp(p.y, 0, POSITION_MAX),
  });
  const position = live ?? { x: item.positionX, y: item.positionY };

  function commit() {
    const p = liveRef.current;
    if (p && (p.x !== item.positionX || p.y !== item.positionY)) onMove(item.id, p.x, p.y);
    setPosition(null);
  }

  function onPointerDown(e: PointerEvent<HTMLElement>) {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    if ((e.target as HTMLElement).closest("[data-no-drag]")) return;
    // React passes events from portals up its own tree: a press in the goal dialog is not a drag.
    if (!e.currentTarget.contains(e.target as Node)) return;
    // No text selection or native image drag; keep keyboard focus on the item.
    e.preventDefault();
    e.currentTarget.focus({ preventScroll: true });
    try {
      // Keeps the moves coming when the pointer outruns the item; not fatal if the browser refuses.
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      /* moves still arrive while the pointer is over the item */
    }
    drag.current = {
      pointerId: e.pointerId,
      start: { x: e.clientX, y: e.clientY },
      origin: { x: item.positionX, y: item.positionY },
      moved: false,
    };
    setDragging(true);
    setPosition({ x: item.positionX, y: item.positionY });
  }

  function onPointerMove(e: PointerEvent<HTMLElement>) {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    const dx = e.clientX - d.start.x;
    const dy = e.clientY - d.start.y;
    if (!d.moved && Math.abs(dx) < DRAG_THRESHOLD_PX && Math.abs(dy) < DRAG_THRESHOLD_PX) return;
    d.moved = true;
    setPosition(bound({ x: d.origin.x + dx, y: d.origin.y + dy }));
  }

  function onPointerEnd(e: PointerEvent<HTMLElement>, save: boolean) {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    drag.current = null;
    setDragging(false);
    if (save) commit();
    else setPosition(null); // the browser took the pointer away: put the item back
  }

  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    // Arrow keys in the goal dialog (a portal, whose events React passes up here) move no item.
    if (!e.currentTarget.contains(e.target as Node)) return;
    const step = KEY_STEPS[e.key];
    if (step) {
      e.preventDefault();
      const size = e.shiftKey ? 50 : 10;
      const from = liveRef.current ?? { x: item.positionX, y: item.positionY };
      setPosition(bound({ x: from.x + step.x * size, y: from.y + step.y * size }));
      if (keyTimer.current) clearTimeout(keyTimer.current);
      keyTimer.current = setTimeout(commit, KEY_SAVE_DELAY_MS);
    }
  }

  return (
    <figure
      data-testid="canvas-item"
      data-item-id={item.id}
      data-dragging={dragging || undefined}
      tabIndex={0}
      aria-label={`${item.description}. Drag, or use the arrow keys, to move it.`}
      className={cn(
        "group/item absolute m-0 cursor-grab touch-none overflow-hidden rounded-lg border border-neutral-200 bg-white text-neutral-900 shadow-sm outline-none select-none focus-visible:ring-2 focus-visible:ring-ring",
        dragging
          ? "z-50 scale-105 cursor-grabbing shadow-2xl"
          : "z-10 transition-shadow hover:shadow-md",
      )}
      style={{ left: position.x, top: position.y, width: ITEM_MAX_WIDTH }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(e) => onPointerEnd(e, true)}
      onPointerCancel={(e) => onPointerEnd(e, false)}
      onLostPointerCapture={(e) => onPointerEnd(e, true)}
      onKeyDown={onKeyDown}
    >
      {item.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- private, per-user image served by our API
        <img
          src={item.imageUrl}
          alt={item.description}
          draggable={false}
          className="block aspect-square w-full bg-gray-100 object-cover"
        />
      ) : (
        <div className="aspect-square w-full bg-gray-200" aria-hidden />
      )}
      <figcaption className="px-2 py-1.5 text-center text-sm leading-snug break-words">
        {item.description}
      </figcaption>
      <MakeGoalButton item={item} extra={{ [EXPORT_IGNORE_ATTR]: "" }} />
      <button
        type="button"
        data-no-drag
        {...{ [EXPORT_IGNORE_ATTR]: "" }}
        onClick={() => onRemove(item.id)}
        aria-label={`Remove ${item.description}`}
        title="Remove"
        className="absolute top-1.5 right-1.5 flex size-7 items-center justify-center rounded-full bg-black/60 text-white opacity-0 transition-opacity group-hover/item:opacity-100 group-focus-within/item:opacity-100 hover:bg-destructive focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-white [@media(hover:none)]:opacity-100"
      >
        <X className="size-4" aria-hidden />
      </button>
    </figure>
  );
}
