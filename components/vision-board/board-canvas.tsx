"use client";

// The free-form canvas: at least 500 px tall, growing to fit its items; wider boards scroll sideways.
import { forwardRef, useImperativeHandle, useRef } from "react";
import { ImageIcon, Loader2 } from "@/components/ui/icons";
import { CANVAS_MIN_HEIGHT, ITEM_MAX_WIDTH, POSITION_MAX } from "@/lib/vision-boards/shapes";
import { freeSpot } from "@/lib/vision-boards/free-spot";
import type { VisionBoardItemDto } from "@/lib/vision-boards/schemas";
import { Button } from "@/components/ui/button";
import { CanvasItem } from "./canvas-item";

/** Room kept below and beside the lowest/rightmost item (image + caption + margin). */
const ITEM_EXTENT = ITEM_MAX_WIDTH + 100;

export type BoardCanvasHandle = {
  /** The element rendered by "Save as Image". */
  element: () => HTMLElement | null;
  /** A free spot in the part of the canvas the user can see (lib/vision-boards/free-spot.ts). */
  newItemPosition: () => { positionX: number; positionY: number };
};

type Props = {
  items: VisionBoardItemDto[] | undefined;
  loading: boolean;
  onAddItem: () => void;
  onMove: (id: number, x: number, y: number) => void;
  onRemove: (id: number) => void;
};

export const BoardCanvas = forwardRef<BoardCanvasHandle, Props>(function BoardCanvas(
  { items, loading, onAddItem, onMove, onRemove },
  ref,
) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);

  useImperativeHandle(ref, () => ({
    element: () => canvasRef.current,
    newItemPosition: () => {
      const scroller = scrollRef.current;
      const canvas = canvasRef.current;
      if (!scroller || !canvas) return { positionX: 0, positionY: 0 };
      const rect = canvas.getBoundingClientRect();
      const visibleTop = Math.max(0, -rect.top);
      const visibleBottom = Math.min(rect.height, window.innerHeight - rect.top);
      const visible = {
        x: scroller.scrollLeft,
        y: visibleBottom > visibleTop ? visibleTop : 0,
        width: scroller.clientWidth,
        height: visibleBottom > visibleTop ? visibleBottom - visibleTop : rect.height,
      };
      // The items as drawn (their captions make heights differ), in canvas coordinates.
      const placed = [...canvas.querySelectorAll<HTMLElement>('[data-testid="canvas-item"]')].map(
        (el) => ({
          x: el.offsetLeft,
          y: el.offsetTop,
          width: el.offsetWidth,
          height: el.offsetHeight,
        }),
      );
      const spot = freeSpot(placed, visible, POSITION_MAX - ITEM_EXTENT);
      return { positionX: spot.x, positionY: spot.y };
    },
  }));

  const list = items ?? [];
  const right = Math.max(0, ...list.map((i) => i.positionX + ITEM_EXTENT));
  const bottom = Math.max(CANVAS_MIN_HEIGHT, ...list.map((i) => i.positionY + ITEM_EXTENT));
  const maxX = () => (canvasRef.current?.clientWidth ?? ITEM_MAX_WIDTH) - ITEM_MAX_WIDTH;

  return (
    <div ref={scrollRef} className="overflow-x-auto rounded-xl border bg-muted/30">
      <div
        ref={canvasRef}
        data-testid="vision-board-canvas"
        className="relative isolate bg-[radial-gradient(circle,var(--color-border)_1px,transparent_1px)] [background-size:24px_24px]"
        style={{ width: `max(100%, ${right}px)`, height: bottom, minHeight: CANVAS_MIN_HEIGHT }}
      >
        {list.map((item) => (
          <CanvasItem key={item.id} item={item} maxX={maxX} onMove={onMove} onRemove={onRemove} />
        ))}
        {loading && list.length === 0 && (
          <div
            className="absolute inset-0 flex items-center justify-center"
            role="status"
            aria-label="Loading items"
          >
            <Loader2 className="size-8 animate-spin text-muted-foreground" aria-hidden />
          </div>
        )}
        {!loading && list.length === 0 && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center text-muted-foreground">
            <ImageIcon className="size-12" aria-hidden />
            <p>Add images to your vision board</p>
            <Button variant="link" onClick={onAddItem}>
              Add Item
            </Button>
          </div>
        )}
      </div>
    </div>
  );
});
