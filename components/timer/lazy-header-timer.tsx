"use client";
// The header's timer loads after the page (none of it is in any page's first JavaScript) and
// renders nothing until it has loaded; the running timer, if any, comes with the page.
import { useEffect, useState, type ComponentType } from "react";
import type { RunningTimerDto } from "@/lib/time-entries/shapes";

type Props = { initial: RunningTimerDto | null };

export function LazyHeaderTimer({ initial }: Props) {
  const [Timer, setTimer] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    let live = true;
    void import("./header-timer").then((m) => live && setTimer(() => m.default));
    return () => {
      live = false;
    };
  }, []);
  return Timer ? <Timer initial={initial} /> : null;
}
