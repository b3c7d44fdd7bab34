"use client";
// Issue 47: a first-time hint on touch screens that rows can be swiped. Shown above the list until
// the person taps "Got it" or swipes a row once (remembered on this device). Drawn by the server
// and shown or hidden by CSS before the first paint (./swipe-hint-seen.ts; `.swipe-hint` in
// app/globals.css), so it never appears after the page has painted and pushes the list down.
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { SWIPE_HINT_SEEN_CLASS, SWIPE_HINT_SEEN_KEY } from "./swipe-hint-seen";
import { SWIPED_EVENT } from "./use-row-swipe";

function remember() {
  document.documentElement.classList.add(SWIPE_HINT_SEEN_CLASS);
  try {
    localStorage.setItem(SWIPE_HINT_SEEN_KEY, "1");
  } catch {
    // Storage disabled: the hint goes for this visit.
  }
}

export function SwipeHint() {
  // A swipe that did its action counts as the hint understood.
  useEffect(() => {
    window.addEventListener(SWIPED_EVENT, remember);
    return () => window.removeEventListener(SWIPED_EVENT, remember);
  }, []);
  return (
    <div
      role="note"
      data-testid="swipe-hint"
      className="swipe-hint items-center justify-between gap-2 rounded-lg border border-dashed p-2 text-sm text-muted-foreground"
    >
      <p>Tip: swipe a task right to complete it, or left to delete it.</p>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        className="min-h-11 shrink-0"
        onClick={remember}
      >
        Got it
      </Button>
    </div>
  );
}
