"use client";
// The user's "now" (date and time in their time zone) for due chips and the Today/Upcoming views.
// The page renders with the server's reading, so hydration sees the same labels; after mount the
// browser keeps it current once a minute (a tab left open overnight moves to the new day), by the
// zone's offset the server sent while it surely holds, so the tick needs no Intl (zone-clock.ts).
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { wallClock } from "@/lib/time/clock";
import { DEFAULT_TIME_ZONE } from "@/lib/time/zones";
import { clockByOffset, type SteadyOffset } from "@/lib/time/zone-clock";

export type PlannerNow = {
  date: string;
  time: string;
  timeZone: string;
  /** The zone's offset and how long it holds, from the server; absent or null: ask Intl. */
  steady?: SteadyOffset | null;
};

const PlannerClock = createContext<PlannerNow | null>(null);

export function PlannerClockProvider({
  initial,
  children,
}: {
  initial: PlannerNow;
  children: ReactNode;
}) {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    const { timeZone, steady } = initial;
    const tick = () =>
      setNow((prev) => {
        const next = (steady && clockByOffset(steady, Date.now())) ?? wallClock(timeZone);
        return next.date === prev.date && next.time === prev.time && prev.timeZone === timeZone
          ? prev
          : { ...next, timeZone, steady };
      });
    tick();
    const timer = window.setInterval(tick, 60_000);
    return () => window.clearInterval(timer);
  }, [initial]);
  return <PlannerClock.Provider value={now}>{children}</PlannerClock.Provider>;
}

/** The user's now; outside a provider (tests, other screens), the browser's UTC reading. */
export function usePlannerNow(): PlannerNow {
  const now = useContext(PlannerClock);
  return now ?? { ...wallClock(DEFAULT_TIME_ZONE), timeZone: DEFAULT_TIME_ZONE };
}
