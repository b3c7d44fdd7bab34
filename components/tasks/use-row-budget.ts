"use client";
// How many rows a task list renders (issue 30, item 2). The server and the first client render
// draw one screen's worth; more rows follow, a step at a time, as the end of the drawn rows comes
// within half a screen of view (a sentinel after the list). Each row is a few milliseconds of work on a
// phone: drawing a 300-task list up front was a second of blocking time before the page answered a
// tap, and drawing it in idle steps after load still blocked for as long. Search (the palette),
// the wheel and the counts always see every task; only the drawing waits.
import { startTransition, useEffect, useState, type RefObject } from "react";
import { flushSync } from "react-dom";

/**
 * Rows in the first render: a desktop's first screen, and more than a phone's (rows there are
 * taller since their actions wrap below the words). 20 measured worse on a phone's first load than
 * 12 (Lighthouse mobile on a 30-task dashboard: 89 -> 92, LCP 2.5 s -> 2.0 s), and 12 than 8 (five
 * runs each: 89-96 -> 92-98); on a tall screen the sentinel is in view at once and the next rows
 * follow right away.
 */
export const FIRST_SCREEN_ROWS = 8;
/** Rows added per step. */
const STEP_ROWS = 20;

/**
 * The number of rows to render for a list of `total`, growing while `sentinel` (an element after
 * the drawn rows) is within half a screen of view.
 */
export function useRowBudget(
  total: number,
  sentinel: RefObject<HTMLElement | null>,
): { budget: number; showAll: () => void } {
  const [budget, setBudget] = useState(FIRST_SCREEN_ROWS);
  // Find in page reaches every task (issue 47 item 11): Ctrl+F / ⌘F / F3 draw the rest at once,
  // before the browser's find bar searches (flushSync: drawn within the key press).
  useEffect(() => {
    if (budget >= total) return;
    const onKey = (e: KeyboardEvent) => {
      const find = e.key === "F3" || ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "f");
      if (find) flushSync(() => setBudget(total));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [budget, total]);
  useEffect(() => {
    if (budget >= total) return;
    const grow = () => startTransition(() => setBudget((b) => Math.max(b, budget + STEP_ROWS)));
    const node = sentinel.current;
    // Without an observer (old browsers, tests' DOM), draw everything.
    if (!node || typeof IntersectionObserver === "undefined") {
      startTransition(() => setBudget(total));
      return;
    }
    // A new observer per step: it reports the sentinel's state at once, so a sentinel still in
    // view after a step asks for the next.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          grow();
        }
      },
      // Within half a screen below the view, or anywhere above it: a jump to the page's end (End key,
      // a fast fling) passes the sentinel without ever showing it.
      { rootMargin: "100000% 0px 50% 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [budget, total, sentinel]);
  return { budget, showAll: () => setBudget(total) };
}
