"use client";
// The Pomodoro choice of this device (issue 46 item 5): on or off and the rhythm, kept in
// localStorage and shared with the other tabs (the storage event). docs/decisions/pomodoro.md.
import { useCallback, useEffect, useState } from "react";
import { readPomodoro, type PomodoroChoice } from "@/lib/time-entries/pomodoro";

const KEY = "balance:pomodoro";

const stored = (): PomodoroChoice => {
  try {
    return readPomodoro(window.localStorage.getItem(KEY));
  } catch {
    return readPomodoro(null); // storage refused (private mode): the default
  }
};

export function usePomodoro(): [PomodoroChoice, (next: PomodoroChoice) => void] {
  // The header's timer is loaded after the page, in the browser only: storage can be read at once.
  const [choice, setChoice] = useState<PomodoroChoice>(stored);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === KEY) setChoice(readPomodoro(e.newValue));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
  const save = useCallback((next: PomodoroChoice) => {
    setChoice(next);
    try {
      window.localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // kept for this page only
    }
  }, []);
  return [choice, save];
}
