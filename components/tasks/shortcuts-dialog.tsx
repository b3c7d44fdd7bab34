"use client";
// The list of keyboard shortcuts: "?" on the dashboard, "Keyboard shortcuts" in the palette and the
// phone menu (components/layout/shortcuts-help.tsx). Loaded on first use.
import Link from "next/link";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { SHORTCUTS } from "./task-shortcut-keys";

export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>
            On the dashboard, when you are not typing in a field. Search with Ctrl+K (⌘K) works on
            every page.
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {SHORTCUTS.map(([keys, what]) => (
            <div key={keys} className="contents">
              <dt>
                <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
                  {keys}
                </kbd>
              </dt>
              <dd className="text-muted-foreground">{what}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-muted-foreground">
          Single keys can get in the way of speech input or a screen reader: turn them off under{" "}
          <Link
            href="/settings#keyboard-shortcuts"
            className="text-primary underline"
            onClick={onClose}
          >
            Settings, Keyboard shortcuts
          </Link>
          .
        </p>
      </DialogContent>
    </Dialog>
  );
}
