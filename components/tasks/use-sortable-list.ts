"use client";
// The drag-and-drop list replaces the plain one when the person first shows intent to use the
// list (pointer over it, a touch, or keyboard focus inside it), not right after the first paint:
// swapping every row for a Draggable was the largest piece of main-thread work on the dashboard's
// first load. Not even fetched at idle: evaluating the library is itself a long task on a phone,
// and pointing at the list comes well before pressing on it.
// A finger gives no such warning (issue 31): there is no hover, and the touch that asked for the
// library is lost (the rows it landed on are replaced, so the library never sees that touch). On a
// screen without hover the library loads once the list is on screen and the browser is idle, and
// the swap waits until no finger is down, so a long-press that started before never loses its rows.
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from "react";
import type { TaskListProps } from "./task-list-types";

/** A touch screen: nothing points at the list before pressing on it. */
const noHover = () => window.matchMedia("(hover: none), (pointer: coarse)").matches;

// Fingers on the screen, counted on touch screens: the swap waits for the last one to lift.
let fingers = 0;
let onLift: (() => void) | null = null;
const count = (event: TouchEvent) => {
  fingers = event.touches.length;
  if (!fingers) onLift?.();
};
const TOUCHES = ["touchstart", "touchend", "touchcancel"] as const;
const noFingerDown = () =>
  new Promise<void>((resolve) => (fingers ? (onLift = resolve) : resolve()));

// The swap waits for the finger to lift: rows replaced under it would lose its touch.
const loadSortable = () =>
  import("./sortable-task-list").then(async (m) => {
    await noFingerDown();
    return m.SortableTaskList;
  });

type Sortable = ComponentType<TaskListProps>;

/** Touch screens: `want` once the list is on screen and the main thread is idle. */
function useLoadOnScreen(container: RefObject<HTMLElement | null>, want: () => void) {
  useEffect(() => {
    const area = container.current;
    if (!area || !noHover()) return;
    for (const type of TOUCHES) window.addEventListener(type, count, true);
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      // Safari has no requestIdleCallback: load at once there.
      if ("requestIdleCallback" in window) requestIdleCallback(want, { timeout: 1500 });
      else want();
    });
    observer.observe(area);
    return () => {
      observer.disconnect();
      for (const type of TOUCHES) window.removeEventListener(type, count, true);
    };
  }, [container, want]);
}

/**
 * Returns the sortable list once wanted (null until then) and `want`, to call on intent.
 * Focus inside `container` survives the swap: a row's main text button (focused by the keyboard
 * shortcuts) is found again by its task's id, any other control by its aria-label (both lists
 * label their controls the same way).
 */
export function useSortableList(container: RefObject<HTMLElement | null>): {
  Sortable: Sortable | null;
  want: () => void;
} {
  const [Sortable, setSortable] = useState<Sortable | null>(null);
  const wanted = useRef(false);
  const focusedName = useRef<string | null>(null);
  const focusedRow = useRef<string | null>(null);

  const want = useCallback(() => {
    if (wanted.current) return;
    wanted.current = true;
    loadSortable()
      .then((component) => {
        const active = document.activeElement;
        if (active && container.current?.contains(active)) {
          focusedName.current = active.getAttribute("aria-label");
          focusedRow.current = active.hasAttribute("data-row-main")
            ? (active.closest("[data-task-id]")?.getAttribute("data-task-id") ?? null)
            : null;
        }
        setSortable(() => component);
      })
      .catch(() => {
        wanted.current = false; // a failed chunk load: try again on the next intent
      });
  }, [container]);
  useLoadOnScreen(container, want);

  useLayoutEffect(() => {
    const row = focusedRow.current;
    if (Sortable && row) {
      focusedRow.current = null;
      focusedName.current = null;
      container.current
        ?.querySelector<HTMLElement>(`[data-task-id="${CSS.escape(row)}"] [data-row-main]`)
        ?.focus();
      return;
    }
    const name = focusedName.current;
    if (!Sortable || !name) return;
    focusedName.current = null;
    const target = [
      ...(container.current?.querySelectorAll<HTMLElement>("[aria-label]") ?? []),
    ].find((el) => el.getAttribute("aria-label") === name);
    target?.focus();
  }, [Sortable, container]);

  return { Sortable, want };
}
