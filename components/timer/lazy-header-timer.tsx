"use client";
// The header's timer loads after the page (none of it is in any page's first JavaScript) and
// renders nothing until it knows a timer runs.
import { useEffect, useState, type ComponentType } from "react";

export function LazyHeaderTimer() {
  const [Timer, setTimer] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    void import("./header-timer").then((m) => live && setTimer(() => m.default));
    return () => {
      live = false;
    };
  }, []);
  return Timer ? <Timer /> : null;
}
