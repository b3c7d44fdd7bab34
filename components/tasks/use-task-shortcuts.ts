"use client";
// The dashboard's keyboard shortcuts (issue 29). Never while typing in a field, never with Ctrl,
// ⌘ or Alt held, never while a dialog is open. What each key does is in ./task-shortcut-keys.ts,
// loaded when the page is idle (or by the first key press before that), so the dashboard's first
// JavaScript holds only this listener.
import { useEffect, useRef, type RefObject } from "react";
import { whenIdle } from "@/components/ui/deferred-loading";
import type { Handlers } from "./task-shortcut-keys";

type Keys = typeof import("./task-shortcut-keys");

export function useTaskShortcuts(area: RefObject<HTMLElement | null>, handlers: Handlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    let keys: Keys | null = null;
    const load = () => import("./task-shortcut-keys").then((m) => (keys = m));
    const cancel = whenIdle(() => void load());
    const onKey = (e: KeyboardEvent) => {
      if (keys) keys.handleTaskKey(e, area, latest.current);
      else void load().then((m) => m.handleTaskKey(e, area, latest.current));
    };
    window.addEventListener("keydown", onKey);
    return () => {
      cancel();
      window.removeEventListener("keydown", onKey);
    };
  }, [area]);
}
