"use client";
// The words quick add took (the date, the repeat, the estimate), tinted inside the New Task field
// as Todoist does (issue 31). A mirror of the text lies behind the native <input>, which keeps its
// own text, caret, selection, IME and screen-reader behaviour: only the tint comes from the mirror,
// so a pixel of misalignment can never garble the words. Font and padding are copied from the
// input, and the mirror follows the input's horizontal scroll.
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";

type ReadingKind = "date" | "estimate";
export type Reading = { phrase: string; kind: ReadingKind };
type Range = { start: number; end: number; kind: ReadingKind };

/** Where each phrase sits in the text, searched in order (the parser lists them in text order). */
export function readingRanges(text: string, readings: readonly Reading[]): Range[] {
  const lower = text.toLowerCase();
  const ranges: Range[] = [];
  for (const { phrase, kind } of readings) {
    if (!phrase) continue;
    // From the start each time: the estimate is listed by itself, not in text order with the dates.
    let at = lower.indexOf(phrase.toLowerCase());
    while (at >= 0 && ranges.some((r) => at < r.end && at + phrase.length > r.start))
      at = lower.indexOf(phrase.toLowerCase(), at + 1);
    if (at >= 0) ranges.push({ start: at, end: at + phrase.length, kind });
  }
  return ranges.sort((a, b) => a.start - b.start);
}

const COPIED = [
  "fontFamily",
  "fontSize",
  "fontWeight",
  "letterSpacing",
  "wordSpacing",
  "paddingLeft",
  "paddingRight",
  "borderLeftWidth",
  "borderRightWidth",
  "textIndent",
] as const;

type Props = {
  input: RefObject<HTMLInputElement | null>;
  text: string;
  readings: readonly Reading[];
  /** A click on a tinted phrase: drop that reading, as the chip's remove button does. */
  onRemove: (kind: ReadingKind) => void;
};

// Loaded with the quick-add parser (use-quick-add.ts), not with the dashboard: it has nothing to
// show before the parser has read something.
export default function ReadingHighlights({ input, text, readings, onRemove }: Props) {
  const mirror = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLSpanElement>(null);
  const ranges = readingRanges(text, readings);

  useLayoutEffect(() => {
    const field = input.current;
    const box = mirror.current;
    if (!field || !box) return;
    const style = getComputedStyle(field);
    for (const key of COPIED) box.style[key] = style[key];
    box.style.borderStyle = "solid";
    box.style.borderColor = "transparent";
    const follow = () => {
      if (inner.current) inner.current.style.transform = `translateX(${-field.scrollLeft}px)`;
    };
    follow();
    // The caret moving to the end scrolls the field after this render: follow it then too.
    const frame = requestAnimationFrame(follow);
    field.addEventListener("scroll", follow);
    field.addEventListener("keyup", follow);
    field.addEventListener("select", follow);
    const click = (event: MouseEvent) => {
      const kind = readingAt(field, event.clientX, event.clientY);
      if (kind) onRemove(kind);
    };
    field.addEventListener("click", click);
    return () => {
      field.removeEventListener("click", click);
      cancelAnimationFrame(frame);
      field.removeEventListener("scroll", follow);
      field.removeEventListener("keyup", follow);
      field.removeEventListener("select", follow);
    };
  });

  if (ranges.length === 0) return null;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const r of ranges) {
    if (r.start > at) parts.push(text.slice(at, r.start));
    parts.push(
      <mark
        key={r.start}
        data-reading={r.kind}
        className="rounded-sm bg-primary/20 text-transparent underline decoration-primary decoration-2 underline-offset-4"
      >
        {text.slice(r.start, r.end)}
      </mark>,
    );
    at = r.end;
  }
  parts.push(text.slice(at));
  return (
    <div
      ref={mirror}
      aria-hidden
      data-testid="new-task-highlights"
      className="pointer-events-none absolute inset-0 flex items-center overflow-hidden whitespace-pre text-transparent"
    >
      <span ref={inner}>{parts}</span>
    </div>
  );
}

/** The reading under a click in the field, if any. */
function readingAt(field: HTMLInputElement, x: number, y: number): ReadingKind | null {
  const marks = field.parentElement?.querySelectorAll<HTMLElement>("mark[data-reading]") ?? [];
  for (const mark of marks) {
    for (const r of mark.getClientRects()) {
      if (x >= r.left && x <= r.right && y >= r.top - 4 && y <= r.bottom + 4)
        return mark.dataset.reading as ReadingKind;
    }
  }
  return null;
}
