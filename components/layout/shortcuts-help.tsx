"use client";
// The keyboard shortcuts dialog's host (issue 47 item 11), in the header of every signed-in page:
// it listens for SHOW_SHORTCUTS_EVENT ("?" on the dashboard, the palette's and the phone menu's
// "Keyboard shortcuts") and loads the dialog on first use, so no page's first JavaScript carries
// it. Closing gives the focus back to what opened it (components/ui/focus-return.ts).
import { lazy, useEffect, useState } from "react";
import { MountWhen } from "@/components/ui/mount-when";
import { SHOW_SHORTCUTS_EVENT } from "@/components/tasks/shortcuts-event";

const ShortcutsDialog = lazy(() =>
  import("@/components/tasks/shortcuts-dialog").then((m) => ({ default: m.ShortcutsDialog })),
);

export function ShortcutsHelp() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onShow = () => setOpen(true);
    window.addEventListener(SHOW_SHORTCUTS_EVENT, onShow);
    return () => window.removeEventListener(SHOW_SHORTCUTS_EVENT, onShow);
  }, []);
  return (
    <MountWhen when={open}>
      <ShortcutsDialog open={open} onClose={() => setOpen(false)} />
    </MountWhen>
  );
}
