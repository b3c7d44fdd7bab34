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

// Fingers on the screen, counted on touch screens, and a mouse button held down: the swap waits
// for the last finger or the button to lift. A click is a press and a release on the same element;
// replacing the row between the two would lose it (seen in e2e: a click on a row's words that
// opened nothing, because the pointer's arrival over the list had asked for the library).
// A held key counts too: Space activates a checkbox or a button on its release, so a swap between
// the key's press and its release would hand the release to the new row and lose the tick (seen
// in e2e: Space on a freshly focused row's checkbox that ticked nothing).
let fingers = 0;
let mouseDown = false;
const keysDown = new Set<string>();
let onLift: (() => void) | null = null;
const lifted = () => {
  if (fingers || mouseDown || keysDown.size) return;
  const resolve = onLift;
  onLift = null;
  // After the click that follows this release: it is dispatched in the same task.
  if (resolve) setTimeout(resolve, 0);
};
const count = (event: TouchEvent) => {
  fingers = event.touches.length;
  lifted();
};
const press = (event: MouseEvent) => {
  mouseDown = event.buttons !== 0;
  lifted();
};
const key = (event: KeyboardEvent) => {
  if (event.type === "keydown") keysDown.add(event.code);
  else keysDown.delete(event.code);
  lifted();
};
// A window that loses the focus never hears the release of the keys held then.
const forgetKeys = () => {
  keysDown.clear();
  lifted();
};
const TOUCHES = ["touchstart", "touchend", "touchcancel"] as const;
const KEYS = ["keydown", "keyup"] as const;
const PRESSES = ["mousedown", "mouseup"] as const;
const nothingPressed = () =>
  new Promise<void>((resolve) =>
    (fingers && !heldTouch()) || mouseDown || keysDown.size ? (onLift = resolve) : resolve(),
  );

// The swap waits for a finger or a mouse button to lift, unless a finger rests on a reorder
// handle: the library takes that one over (pending-touch-sensor.ts); any other press would lose
// its row under it.
const loadSortable = () =>
  import("./sortable-task-list").then(async (m) => {
    await nothingPressed();
    return m.SortableTaskList;
  });

type Sortable = ComponentType<TaskListProps>;

/** Counts the fingers on the screen, and notes a held mouse button or key, while the list is mounted. */
function usePressCount() {
  useEffect(() => {
    const options = { capture: true, passive: true };
    for (const type of TOUCHES) window.addEventListener(type, count, options);
    for (const type of PRESSES) window.addEventListener(type, press, options);
    for (const type of KEYS) window.addEventListener(type, key, options);
    window.addEventListener("blur", forgetKeys);
    return () => {
      for (const type of TOUCHES) window.removeEventListener(type, count, true);
      for (const type of PRESSES) window.removeEventListener(type, press, true);
      for (const type of KEYS) window.removeEventListener(type, key, true);
      window.removeEventListener("blur", forgetKeys);
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

  // What has the focus inside the list, noted when the library arrives and kept current until the
  // swap commits: a tick in between hands the focus to the next row (task-row.tsx), and restoring
  // the row noted first would take it back to a row on its way out.
  const remember = useCallback(
    (active: Element | null) => {
      const inside = !!active && !!container.current?.contains(active);
      focusedName.current = inside ? active.getAttribute("aria-label") : null;
      focusedRow.current =
        inside && active.hasAttribute("data-row-main")
          ? (active.closest("[data-task-id]")?.getAttribute("data-task-id") ?? null)
          : null;
    },
    [container],
  );
  const stopNoting = useRef<(() => void) | null>(null);

  const want = useCallback(() => {
    if (wanted.current) return;
    wanted.current = true;
    loadSortable()
      .then((component) => {
        remember(document.activeElement);
        const area = container.current;
        const focusIn = (event: FocusEvent) => remember(event.target as Element);
        // Focus that leaves for somewhere else is not brought back. A focused node removed from
        // the page (the swap itself, in some browsers) leaves for nowhere: that one is kept.
        const focusOut = (event: FocusEvent) => {
          const to = event.relatedTarget as Node | null;
          if (to && !area?.contains(to)) remember(null);
        };
        area?.addEventListener("focusin", focusIn);
        area?.addEventListener("focusout", focusOut);
        stopNoting.current = () => {
          area?.removeEventListener("focusin", focusIn);
          area?.removeEventListener("focusout", focusOut);
        };
        setSortable(() => component);
      })
      .catch(() => {
        wanted.current = false; // a failed chunk load: try again on the next intent
      });
  }, [container, remember]);
  usePressCount();

  useLayoutEffect(() => {
    if (Sortable) {
      stopNoting.current?.();
      stopNoting.current = null;
    }
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
