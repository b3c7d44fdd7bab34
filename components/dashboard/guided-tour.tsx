"use client";

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { X } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { TOUR_EDGE_MARGIN_PX, TOUR_OFFSET_PX, TOUR_STEPS } from "./tour-steps";

type Position = { top: number; left: number };
type Box = { top: number; left: number; width: number; height: number };

const overlaps = (a: Box, b: DOMRect) =>
  a.left < b.right && a.left + a.width > b.left && a.top < b.bottom && a.top + a.height > b.top;

/**
 * Where the popup goes so that it never covers its anchor: below it, else above, else beside it
 * (12 px away, 16 px from the screen's edges). Null when none of these fits on the screen, which
 * happens when the anchor is nearly as tall as the screen (the wheels card on a phone).
 */
function fitNear(anchor: Element, popup: HTMLElement): Position | null {
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const { width, height } = popup.getBoundingClientRect();
  const r = anchor.getBoundingClientRect();
  const m = TOUR_EDGE_MARGIN_PX;
  const clampLeft = (x: number) => Math.min(Math.max(x, m), vw - width - m);
  const clampTop = (y: number) => Math.min(Math.max(y, m), vh - height - m);
  const centredX = clampLeft(r.left + r.width / 2 - width / 2);
  const centredY = clampTop(r.top + r.height / 2 - height / 2);
  const candidates: Position[] = [
    { top: r.bottom + TOUR_OFFSET_PX, left: centredX },
    { top: r.top - TOUR_OFFSET_PX - height, left: centredX },
    { top: centredY, left: r.right + TOUR_OFFSET_PX },
    { top: centredY, left: r.left - TOUR_OFFSET_PX - width },
  ];
  const onScreen = (p: Position) =>
    p.top >= m && p.left >= m && p.top + height <= vh - m && p.left + width <= vw - m;
  return candidates.find((p) => onScreen(p) && !overlaps({ ...p, width, height }, r)) ?? null;
}

/** Centred on the screen: a step whose anchor is not on the page. */
function centred(popup: HTMLElement): Position {
  const { width, height } = popup.getBoundingClientRect();
  return {
    top: Math.max(TOUR_EDGE_MARGIN_PX, (window.innerHeight - height) / 2),
    left: Math.max(TOUR_EDGE_MARGIN_PX, (window.innerWidth - width) / 2),
  };
}

/**
 * Scrolls until the popup fits beside its anchor: first the anchor to the middle, then (for an
 * anchor too tall for that) its top edge just below where the popup will sit, then its bottom
 * edge just above. Returns the position, or null if the page cannot scroll that far.
 */
function scrollToFit(anchor: Element, popup: HTMLElement): Position | null {
  anchor.scrollIntoView({ block: "center", behavior: "instant" as ScrollBehavior });
  const first = fitNear(anchor, popup);
  if (first) return first;
  const room = TOUR_EDGE_MARGIN_PX + popup.getBoundingClientRect().height + TOUR_OFFSET_PX;
  window.scrollBy({
    top: anchor.getBoundingClientRect().top - room,
    behavior: "instant" as ScrollBehavior,
  });
  const above = fitNear(anchor, popup);
  if (above) return above;
  window.scrollBy({
    top: anchor.getBoundingClientRect().bottom - (window.innerHeight - room),
    behavior: "instant" as ScrollBehavior,
  });
  return fitNear(anchor, popup);
}

/** While the user scrolls, the popup follows the anchor on its side (above its top edge when tall). */
function follow(anchor: Element, popup: HTMLElement): Position {
  const fit = fitNear(anchor, popup);
  if (fit) return fit;
  const r = anchor.getBoundingClientRect();
  const { width, height } = popup.getBoundingClientRect();
  const left = Math.min(
    Math.max(r.left + r.width / 2 - width / 2, TOUR_EDGE_MARGIN_PX),
    window.innerWidth - width - TOUR_EDGE_MARGIN_PX,
  );
  return { top: r.top - TOUR_OFFSET_PX - height, left };
}

export function GuidedTour({ onDone }: { onDone: () => void }) {
  const [index, setIndex] = useState(0);
  const [pos, setPos] = useState<Position | null>(null);
  const popup = useRef<HTMLDivElement>(null);
  const step = TOUR_STEPS[index]!;
  const last = index === TOUR_STEPS.length - 1;

  useLayoutEffect(() => {
    const anchor = step.anchor ? document.querySelector(`[data-tour="${step.anchor}"]`) : null;
    // A step without an anchor is centred by its classes (below), as the server drew it: the
    // first step is in the page's first paint and must not move when the page hydrates.
    if (!step.anchor) return;
    const box = popup.current;
    // An anchor not on the page (a section that failed to load): the step is centred instead.
    if (!anchor) {
      if (box) setPos(centred(box));
      return;
    }
    anchor.setAttribute("data-tour-active", "true");
    if (box) setPos(scrollToFit(anchor, box) ?? follow(anchor, box));
    const update = () => popup.current && setPos(follow(anchor, popup.current));
    window.addEventListener("resize", update);
    window.addEventListener("scroll", update, true);
    return () => {
      anchor.removeAttribute("data-tour-active");
      window.removeEventListener("resize", update);
      window.removeEventListener("scroll", update, true);
    };
  }, [step]);

  // Focus moves into the popup once it is placed (focusing it while still hidden did nothing).
  const centredStep = !step.anchor;
  const placed = centredStep || pos !== null;
  useEffect(() => {
    if (placed) popup.current?.focus({ preventScroll: true });
  }, [index, placed]);

  useEffect(() => {
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
      className={cn(
        "fixed z-50 w-[min(22rem,calc(100vw-32px))] rounded-xl border bg-popover p-4 text-popover-foreground shadow-xl outline-none",
        centredStep && "inset-x-0 top-1/2 mx-auto -translate-y-1/2",
      )}
      style={
        centredStep
          ? undefined
          : pos
            ? { top: pos.top, left: pos.left }
            : { visibility: "hidden", top: 0, left: 0 }
      }
    >
      <div className="mb-2 flex items-start justify-between gap-2">
        <h2 id="tour-title" className="font-semibold">
          {step.title}
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-2 size-7"
          aria-label="Close tour"
          onClick={onDone}
        >
          <X className="size-4" aria-hidden />
        </Button>
      </div>
      <p id="tour-body" className="text-sm text-muted-foreground">
        {step.body}
      </p>
      <div className="mt-4 flex items-center justify-between">
        <span className="text-xs text-muted-foreground">
          {index + 1} / {TOUR_STEPS.length}
        </span>
        <div className="flex gap-2">
          {index > 0 && (
            <Button type="button" size="sm" variant="outline" onClick={() => setIndex(index - 1)}>
              Back
            </Button>
          )}
          <Button type="button" size="sm" onClick={() => (last ? onDone() : setIndex(index + 1))}>
            {last ? "Finish" : "Next"}
          </Button>
        </div>
      </div>
    </div>
  );
}
