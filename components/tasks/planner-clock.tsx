"use client";
// The user's "now" (date and time in their time zone) for due chips and the Today/Upcoming views.
// The page renders with the server's reading, so hydration sees the same labels; after mount the
// browser keeps it current once a minute (a tab left open overnight moves to the new day).
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { DEFAULT_TIME_ZONE, wallClock } from "@/lib/tasks/due-dates";

export type PlannerNow = { date: string; time: string; timeZone: string };

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
    const tick = () =>
      setNow((prev) => {
        const next = wallClock(initial.timeZone);
        return next.date === prev.date &&
          next.time === prev.time &&
          prev.timeZone === initial.timeZone
          ? prev
          : { ...next, timeZone: initial.timeZone };
      });
    tick();
    const timer = window.setInterval(tick, 60_000);
    return () => window.clearInterval(timer);
  }, [initial.timeZone]);
  return <PlannerClock.Provider value={now}>{children}</PlannerClock.Provider>;
}

/** The user's now; outside a provider (tests, other screens), the browser's UTC reading. */
export function usePlannerNow(): PlannerNow {
  const now = useContext(PlannerClock);
  return now ?? { ...wallClock(DEFAULT_TIME_ZONE), timeZone: DEFAULT_TIME_ZONE };
}
