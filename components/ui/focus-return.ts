"use client";
// Focus back to the opener when a dialog closes (issue 47 item 11, WCAG 2.4.3). Radix's modal
// Dialog gives the focus to its Trigger on close and to nothing when it has none: every dialog
// opened from state (a row's edit dialog, the checklist, a menu item's dialog, the palette's
// "open this task") left the focus on <body>, at the top of the page. components/ui/dialog.tsx and
// alert-dialog.tsx note the opener when their content mounts and give the focus back to it here.
//
// The opener is what had the focus when the dialog mounted; when that is inside another popup (a
// menu item, the palette's field: both gone by the time this dialog closes), it is the element that
// had the focus before that popup took it. An opener re-drawn meanwhile (the task list swaps its
// rows for drag-and-drop ones; a menu's stand-in trigger becomes the real one) is found again by
// its id, or by its row and accessible name.

/** Popups that close as they open something else: a menu, a select's list, the palette. */
const TRANSIENT = '[role="menu"], [role="listbox"], [cmdk-root]';

function transient(el: HTMLElement): boolean {
  return !!el.closest(TRANSIENT) || !!el.closest('[role="dialog"]')?.querySelector("[cmdk-root]");
}

let lastOutside: HTMLElement | null = null;

if (typeof document !== "undefined") {
  document.addEventListener(
    "focusin",
    (e) => {
      const el = e.target;
      if (el instanceof HTMLElement && el !== document.body && !transient(el)) lastOutside = el;
    },
    true,
  );
}

/** The element with the focus now, or (inside a menu or the palette) the one focused before it. */
function openerOutsidePopups(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !transient(active))
    return active;
  return lastOutside?.isConnected ? lastOutside : null;
}

/** Where an opener is now: itself, or the element drawn in its place. */
type Mark = { el: HTMLElement; id: string; name: string | null; row: string | null; tag: string };

export function noteOpener(): Mark | null {
  const el = openerOutsidePopups();
  if (!el) return null;
  return {
    el,
    id: el.id,
    name: el.getAttribute("aria-label") ?? el.textContent?.trim() ?? null,
    row: el.closest("[data-task-id]")?.getAttribute("data-task-id") ?? null,
    tag: el.tagName,
  };
}

function findAgain(mark: Mark): HTMLElement | null {
  if (mark.el.isConnected) return mark.el;
  if (mark.id) {
    const byId = document.getElementById(mark.id);
    if (byId) return byId;
  }
  const scope: ParentNode | null = mark.row
    ? document.querySelector(`[data-task-id="${CSS.escape(mark.row)}"]`)
    : document;
  if (!scope || mark.name === null) return null;
  for (const el of scope.querySelectorAll<HTMLElement>(mark.tag)) {
    if (transient(el)) continue;
    const name = el.getAttribute("aria-label") ?? el.textContent?.trim() ?? null;
    if (name === mark.name) return el;
  }
  return null;
}

/**
 * For a dialog's onCloseAutoFocus: focuses the noted opener (or its re-drawn self) and returns
 * true; false when it is gone for good (a deleted task's row), leaving Radix's own choice.
 */
export function returnFocus(mark: Mark | null): boolean {
  if (!mark) return false;
  const el = findAgain(mark);
  if (!el) {
    // Gone (its task deleted): the page's content, so the next Tab goes on from there.
    const main = document.getElementById("main");
    if (!main) return false;
    main.focus({ preventScroll: true });
    return true;
  }
  el.focus({ preventScroll: true });
  return true;
}
