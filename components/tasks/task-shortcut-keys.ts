"use client";
// The dashboard's keyboard shortcuts (issue 29): the keys and what they do. Loaded when the page
// is idle, or on the first key press (./use-task-shortcuts.ts), not with the dashboard. Never while typing in a field, never with Ctrl,
// ⌘ or Alt held, never while a dialog is open. The "focused row" is the row whose text button has
// the keyboard focus: focusing it scrolls it into view, draws its ring and is read out.
import type { RefObject } from "react";
import type { TaskDto } from "@/lib/tasks/schemas";
import { openSearch } from "@/components/search/open-target";
import { toggleTimer } from "@/components/timer/timer-actions";
import type { TodoScope } from "./task-views";

export const SHORTCUTS: [keys: string, what: string][] = [
  ["q", "Focus the new-task field"],
  ["/", "Search (also Ctrl+K or ⌘K)"],
  ["j or ↓", "Next task"],
  ["k or ↑", "Previous task"],
  ["x", "Tick or untick the task"],
  ["s", "Star or unstar the task"],
  ["e or Enter", "Edit the task"],
  ["t", "Start or stop the focus timer on the task"],
  ["Delete or Backspace", "Delete the task (with Undo)"],
  ["1 / 2 / 3", "Show All / Today / Upcoming"],
  ["?", "Show these shortcuts"],
];

export type Handlers = {
  /** Off in Settings (issue 47, WCAG 2.1.4): no key here does anything. */
  enabled: boolean;
  tasks: TaskDto[];
  onToggleComplete: (task: TaskDto) => void;
  onToggleImportant: (task: TaskDto) => void;
  onEdit: (task: TaskDto) => void;
  onDelete: (task: TaskDto) => void;
  onScope: (scope: TodoScope) => void;
  onHelp: () => void;
};

const ROW = '[data-testid="task-row"]';
const MAIN = "[data-row-main]";
const CONTROL = 'button, a, input, select, textarea, [role="button"], [role="checkbox"]';

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !["checkbox", "radio", "button", "submit", "reset"].includes(target.type);
  return target.getAttribute("role") === "combobox" || target.getAttribute("role") === "textbox";
}

function focusRow(row: Element | undefined) {
  row?.querySelector<HTMLElement>(MAIN)?.focus();
}

export function handleTaskKey(
  e: KeyboardEvent,
  area: RefObject<HTMLElement | null>,
  h: Handlers,
): void {
  if (!h.enabled) return;
  if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typingIn(e.target)) return;
  if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
  const rows = [...(area.current?.querySelectorAll(ROW) ?? [])];
  const current = rows.find((r) => r.contains(document.activeElement));
  const at = current ? rows.indexOf(current) : -1;
  const task = current
    ? h.tasks.find((t) => String(t.id) === current.getAttribute("data-task-id"))
    : undefined;
  const neighbour = () => rows[at + 1] ?? rows[at - 1];
  const act = (fn: () => void) => {
    e.preventDefault();
    fn();
  };
  switch (e.key) {
    case "q":
      return act(() => document.getElementById("new-task")?.focus());
    case "/":
      return act(openSearch);
    case "?":
      return act(h.onHelp);
    case "j":
    case "ArrowDown":
      if (e.key === "ArrowDown" && at < 0) return; // arrows keep scrolling the page until a row is focused
      return act(() => focusRow(at < 0 ? rows[0] : rows[Math.min(at + 1, rows.length - 1)]));
    case "k":
    case "ArrowUp":
      if (e.key === "ArrowUp" && at < 0) return;
      return act(() => focusRow(at < 0 ? rows[rows.length - 1] : rows[Math.max(at - 1, 0)]));
    case "1":
      return act(() => h.onScope("all"));
    case "2":
      return act(() => h.onScope("today"));
    case "3":
      return act(() => h.onScope("upcoming"));
  }
  if (!task) return;
  switch (e.key) {
    case "x":
      return act(() => {
        // The ticked row leaves this list: carry the focus on to its neighbour first.
        const next = neighbour();
        h.onToggleComplete(task);
        setTimeout(() => focusRow(next), 0);
      });
    case "s":
      return act(() => h.onToggleImportant(task));
    case "t":
      return act(() => void toggleTimer({ id: task.id, description: task.description }));
    case "e":
      return act(() => h.onEdit(task));
    case "Enter":
      // On any control of the row (its text button opens the editor; the star, "…" and Reschedule
      // buttons do their own thing) Enter is that control's click, never an edit (issue 47).
      if ((e.target as HTMLElement).closest?.(CONTROL)) return;
      return act(() => h.onEdit(task));
    case "Delete":
    case "Backspace":
      return act(() => {
        const next = neighbour();
        h.onDelete(task);
        setTimeout(() => focusRow(next), 0);
      });
  }
}
