"use client";
// Issue 47 item 11: the list of keyboard shortcuts opens from "?" on the dashboard, the command
// palette's "Keyboard shortcuts" and the phone menu's, on any page. They ask with this event; the
// one dialog (components/layout/shortcuts-help.tsx, in the header) answers. Kept tiny.
export const SHOW_SHORTCUTS_EVENT = "balance:show-shortcuts";

export function showShortcuts(): void {
  window.dispatchEvent(new Event(SHOW_SHORTCUTS_EVENT));
}
