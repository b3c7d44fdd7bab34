"use client";
// "Deleted · Undo": a toast whose Undo button puts back what was just deleted or completed. The
// button is data on the toast (the lazily loaded Toaster draws it), so a page that offers Undo
// ships no toast UI code of its own.
import { serverMessage } from "@/lib/api/client";
import { toast } from "./use-toast";

/** How long the Undo button is offered. */
const UNDO_WINDOW_MS = 10_000;

type UndoToast = {
  title: string;
  description?: string;
  /** Puts things back; a failure is told in a toast with the server's message. */
  undo: () => Promise<void>;
  /** Shown once the undo has worked, e.g. "Task restored". */
  undoneTitle: string;
  /** A second button (its words and what it does), e.g. "Add time spent". */
  more?: { label: string; onClick: () => void };
};

export function toastWithUndo({ title, description, undo, undoneTitle, more }: UndoToast): void {
  let used = false;
  const shown = toast({
    title,
    description,
    more: more && {
      label: more.label,
      onClick: () => {
        shown.dismiss();
        more.onClick();
      },
    },
    duration: UNDO_WINDOW_MS,
    undo: () => {
      if (used) return;
      used = true;
      shown.dismiss();
      undo().then(
        () => toast({ title: undoneTitle }),
        (err: unknown) =>
          toast({
            title: "Undo failed",
            description: serverMessage(err, "Please try again."),
            variant: "destructive",
          }),
      );
    },
  });
}
