"use client";
// Issue 47: a first-time hint on touch screens that rows can be swiped. Shown above the list until
// the person taps "Got it" or swipes a row once (remembered on this device).
import { useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { SWIPED_EVENT } from "./use-row-swipe";

const SEEN_KEY = "balance.swipe-hint-seen";

const subscribe = (changed: () => void) => {
  window.addEventListener(SWIPED_EVENT, changed);
  return () => window.removeEventListener(SWIPED_EVENT, changed);
};

function seenBefore(): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) !== null;
  } catch {
    return true;
  }
}

function remember() {
  try {
    localStorage.setItem(SEEN_KEY, "1");
  } catch {
    // Storage disabled: the hint goes for this visit.
  }
}

/** Whether this screen is touched (read after hydration: the server renders nothing). */
const touchScreen = () => matchMedia("(pointer: coarse)").matches;

export function SwipeHint() {
  // A swipe that did its action counts as the hint understood.
  const swiped = useSyncExternalStore(
    (changed) =>
      subscribe(() => {
        remember();
        changed();
      }),
    () => seenBefore() || !touchScreen(),
    () => true,
  );
  const [closed, setClosed] = useState(false);
  if (swiped || closed) return null;
  return (
    <div
      role="note"
      data-testid="swipe-hint"
      className="flex items-center justify-between gap-2 rounded-lg border border-dashed p-2 text-sm text-muted-foreground"
    >
      <p>Tip: swipe a task right to complete it, or left to delete it.</p>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        className="min-h-11 shrink-0"
        onClick={() => {
          remember();
          setClosed(true);
        }}
      >
        Got it
      </Button>
    </div>
  );
}
