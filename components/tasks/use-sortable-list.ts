"use client";
// The drag-and-drop list replaces the plain one when the person first shows intent to use the
// list (pointer over it, a touch, or keyboard focus inside it), not right after the first paint:
// swapping every row for a Draggable was the largest piece of main-thread work on the dashboard's
// first load. Not even fetched at idle: evaluating the library is itself a long task on a phone,
// and pointing at the list comes well before pressing on it.
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from "react";
import type { TaskListProps } from "./task-list-types";

const loadSortable = () => import("./sortable-task-list").then((m) => m.SortableTaskList);

type Sortable = ComponentType<TaskListProps>;

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
