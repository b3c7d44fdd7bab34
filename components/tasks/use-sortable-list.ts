"use client";
// The drag-and-drop list replaces the plain one when the person first shows intent to use the
// list (pointer over it, a touch, or keyboard focus inside it), not right after the first paint:
// swapping every row for a Draggable was the largest piece of main-thread work on the dashboard's
// first load. Not even fetched at idle: evaluating the library is itself a long task on a phone,
// and pointing at the list comes well before pressing on it.
// A finger gives no such warning (issue 31): there is no hover, and the rows a touch landed on are
// replaced by the swap. Issue 31 first loaded the library once the list was on screen and the
// browser idle; on a phone's first load that cost 100–300 ms of blocking time for a gesture few
// make (issue 30). Now the first touch on the list asks for it, and a finger resting on a reorder
// handle meanwhile is handed to the library when it arrives (held-touch.ts), so that first
// long-press still drags. Any other finger on the screen delays the swap until it lifts, so a
// swipe that started before never loses its row.
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
import { heldTouch } from "./held-touch";

// Fingers on the screen, counted on touch screens: the swap waits for the last one to lift.
let fingers = 0;
let onLift: (() => void) | null = null;
const count = (event: TouchEvent) => {
  fingers = event.touches.length;
  if (!fingers) onLift?.();
};
const TOUCHES = ["touchstart", "touchend", "touchcancel"] as const;
const noFingerDown = () =>
  new Promise<void>((resolve) => (fingers && !heldTouch() ? (onLift = resolve) : resolve()));

// The swap waits for a finger to lift, unless it rests on a reorder handle: the library takes
// that one over (pending-touch-sensor.ts); any other would lose its rows under it.
const loadSortable = () =>
  import("./sortable-task-list").then(async (m) => {
    await noFingerDown();
    return m.SortableTaskList;
  });

type Sortable = ComponentType<TaskListProps>;

/** Counts the fingers on the screen while the list is mounted. */
function useFingerCount() {
  useEffect(() => {
    for (const type of TOUCHES)
      window.addEventListener(type, count, { capture: true, passive: true });
    return () => {
      for (const type of TOUCHES) window.removeEventListener(type, count, true);
    };
  }, []);
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
  useFingerCount();

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
