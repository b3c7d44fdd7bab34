"use client";
// Where a toast shows: at the bottom, unless it would cover the control just used (the focused
// element: "Save Settings" as it confirms the save) or a part of the page marked
// `data-toast-avoid` (the wheel's legend, whose figures a task's toast is about). Then it shows at
// the top, under the header. Issue 47: a toast must not hide what a person is looking at.
/** `path`: the page it was decided on; on another page (a toast raised just before navigating) it shows at the bottom. */
export type ToastPlace = { edge: "bottom" | "top"; top: number; path: string };

type Box = { left: number; top: number; right: number; bottom: number };

/** The room a toast takes at the bottom: the whole width on a phone, 420 px at the right from md. */
const TOAST_HEIGHT = 140;
const TOAST_WIDTH = 420;
const MD = 768;

export function bottomToastBox(width: number, height: number): Box {
  return {
    left: width >= MD ? width - TOAST_WIDTH : 0,
    right: width,
    top: height - TOAST_HEIGHT,
    bottom: height,
  };
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/** Bottom unless the bottom box covers one of `avoid` more than the top box would. */
export function chooseToastEdge(
  viewport: { width: number; height: number },
  headerBottom: number,
  avoid: Box[],
): ToastPlace["edge"] {
  const bottom = bottomToastBox(viewport.width, viewport.height);
  const top: Box = { ...bottom, top: headerBottom, bottom: headerBottom + TOAST_HEIGHT };
  const covered = (box: Box) => avoid.reduce((sum, r) => sum + overlap(box, r), 0);
  const atBottom = covered(bottom);
  return atBottom > 0 && covered(top) < atBottom ? "top" : "bottom";
}

// The control last pressed or focused: a button often turns disabled while it saves, and a
// disabled button loses focus, so by the time its toast shows `activeElement` is the body.
let lastUsed: Element | null = null;
if (typeof document !== "undefined") {
  const remember = (e: Event) => {
    if (e.target instanceof Element) lastUsed = e.target;
  };
  document.addEventListener("pointerdown", remember, true);
  document.addEventListener("focusin", remember, true);
}

/** Decided as a toast is raised (`toast()`), from what the page looks like at that moment. */
export function measureToastPlace(): ToastPlace {
  const active = document.activeElement;
  const avoid = [
    ...(active && active !== document.body ? [active] : []),
    ...(lastUsed?.isConnected ? [lastUsed] : []),
    ...document.querySelectorAll("[data-toast-avoid]"),
  ]
    // A toast's own buttons (Undo, close) are not something to keep clear of.
    .filter((el) => !el.closest("[data-slot=toast-viewport]"))
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);
  const headerBottom = Math.max(
    0,
    document.querySelector("header")?.getBoundingClientRect().bottom ?? 0,
  );
  const edge = chooseToastEdge(
    { width: window.innerWidth, height: window.innerHeight },
    headerBottom,
    avoid,
  );
  return { edge, top: headerBottom, path: location.pathname };
}
