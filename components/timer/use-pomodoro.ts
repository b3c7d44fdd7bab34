"use client";
// The Pomodoro choice of this device (issue 46 item 5): on or off and the rhythm, kept in
// localStorage and shared with this page's clock (an event) and the other tabs (the storage event).
// Chosen in the timer's menu (wide screens) or the palette (every screen). docs/decisions/pomodoro.md.
import { useEffect, useState } from "react";
import { readPomodoro, type PomodoroChoice } from "@/lib/time-entries/pomodoro";

const KEY = "balance:pomodoro";
const CHANGED = "balance:pomodoro-changed";

const stored = (): PomodoroChoice => {
  try {
    return readPomodoro(window.localStorage.getItem(KEY));
  } catch {
    return readPomodoro(null); // storage refused (private mode): the default
  }
};

/** Saves the choice and tells the header's clock on this page. */
export function savePomodoro(next: PomodoroChoice): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // kept for this page only
  }
  window.dispatchEvent(new CustomEvent<PomodoroChoice>(CHANGED, { detail: next }));
}

export function usePomodoro(): [PomodoroChoice, (next: PomodoroChoice) => void] {
  // The header's timer is loaded after the page, in the browser only: storage can be read at once.
  const [choice, setChoice] = useState<PomodoroChoice>(stored);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === KEY) setChoice(readPomodoro(e.newValue));
    };
    const onChanged = (e: Event) => setChoice((e as CustomEvent<PomodoroChoice>).detail);
    window.addEventListener("storage", onStorage);
    window.addEventListener(CHANGED, onChanged);
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener(CHANGED, onChanged);
    };
  }, []);
  return [choice, savePomodoro];
}
