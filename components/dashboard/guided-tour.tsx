"use client";

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { X } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { TOUR_EDGE_MARGIN_PX, TOUR_OFFSET_PX, TOUR_STEPS } from "./tour-steps";

type Position = { top: number; left: number };

/** Places the popup below its anchor (or above when there's no room), 12 px away, 16 px from edges. */
function placeNear(anchor: Element | null, popup: HTMLElement): Position {
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const { width, height } = popup.getBoundingClientRect();
  const clampLeft = (x: number) => Math.min(Math.max(x, TOUR_EDGE_MARGIN_PX), vw - width - TOUR_EDGE_MARGIN_PX);
  const clampTop = (y: number) => Math.min(Math.max(y, TOUR_EDGE_MARGIN_PX), vh - height - TOUR_EDGE_MARGIN_PX);
  if (!anchor) return { top: clampTop((vh - height) / 2), left: clampLeft((vw - width) / 2) };
  const r = anchor.getBoundingClientRect();
  const below = r.bottom + TOUR_OFFSET_PX;
  const top = below + height + TOUR_EDGE_MARGIN_PX <= vh ? below : r.top - TOUR_OFFSET_PX - height;
  return { top: clampTop(top), left: clampLeft(r.left + r.width / 2 - width / 2) };
}

export function GuidedTour({ onDone }: { onDone: () => void }) {
  const [index, setIndex] = useState(0);
  const [pos, setPos] = useState<Position | null>(null);
  const popup = useRef<HTMLDivElement>(null);
  const step = TOUR_STEPS[index]!;
  const last = index === TOUR_STEPS.length - 1;

  useLayoutEffect(() => {
    const anchor = step.anchor ? document.querySelector(`[data-tour="${step.anchor}"]`) : null;
    anchor?.scrollIntoView({ block: "center", behavior: "instant" as ScrollBehavior });
    anchor?.setAttribute("data-tour-active", "true");
    const update = () => popup.current && setPos(placeNear(anchor, popup.current));
    update();
    window.addEventListener("resize", update);
    window.addEventListener("scroll", update, true);
    return () => {
      anchor?.removeAttribute("data-tour-active");
      window.removeEventListener("resize", update);
      window.removeEventListener("scroll", update, true);
    };
  }, [step]);

  useEffect(() => {
    popup.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onDone();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [index, onDone]);

  return (
    <div
      ref={popup}
      role="dialog"
      aria-modal="false"
      aria-labelledby="tour-title"
      aria-describedby="tour-body"
      tabIndex={-1}
      className="fixed z-50 w-[min(22rem,calc(100vw-32px))] rounded-xl border bg-popover p-4 text-popover-foreground shadow-xl outline-none"
      style={pos ? { top: pos.top, left: pos.left } : { visibility: "hidden", top: 0, left: 0 }}
    >
      <div className="mb-2 flex items-start justify-between gap-2">
        <h2 id="tour-title" className="font-semibold">{step.title}</h2>
        <Button type="button" variant="ghost" size="icon" className="-mt-1 -mr-2 size-7" aria-label="Close tour" onClick={onDone}>
          <X className="size-4" aria-hidden />
        </Button>
      </div>
      <p id="tour-body" className="text-sm text-muted-foreground">{step.body}</p>
      <div className="mt-4 flex items-center justify-between">
        <span className="text-xs text-muted-foreground">
          {index + 1} / {TOUR_STEPS.length}
        </span>
        <div className="flex gap-2">
          {index > 0 && (
            <Button type="button" size="sm" variant="outline" onClick={() => setIndex(index - 1)}>Back</Button>
          )}
          <Button type="button" size="sm" onClick={() => (last ? onDone() : setIndex(index + 1))}>
            {last ? "Finish" : "Next"}
          </Button>
        </div>
      </div>
    </div>
  );
}
