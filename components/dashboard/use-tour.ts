"use client";

import { useCallback, useState, useSyncExternalStore } from "react";
import { WELCOME_TEXT } from "@/lib/tasks/welcome";

const noSubscription = () => () => {};

/** Session storage flag: the tour was finished or skipped in this browser session. */
export const TOUR_DONE_KEY = "balance.tourDone";

/** The tour starts when the only task is the welcome task; once ended it stays off for the session. */
export function useTour(tasks: { description: string }[] | undefined) {
  // On the server (and during hydration) the tour counts as done, so it only ever opens in the browser.
  const doneThisSession = useSyncExternalStore(noSubscription, () => sessionStorage.getItem(TOUR_DONE_KEY) === "1", () => true);
  const [state, setState] = useState<"waiting" | "open" | "ended">("waiting");
  const onlyWelcome = tasks?.length === 1 && tasks[0]!.description.includes(WELCOME_TEXT);
  // Once started it stays open while the user adds tasks during the tour.
  if (state === "waiting" && onlyWelcome && !doneThisSession) setState("open");
  const end = useCallback(() => {
    sessionStorage.setItem(TOUR_DONE_KEY, "1");
    setState("ended");
  }, []);
  return { open: state === "open", end };
}
