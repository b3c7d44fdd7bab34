"use client";

import { useCallback, useState, useSyncExternalStore } from "react";
import { apiJson } from "@/lib/api/client";
import { WELCOME_TEXT } from "@/lib/tasks/welcome";

const noSubscription = () => () => {};

/** Session storage flag: the tour was finished or skipped in this browser session. */
const TOUR_DONE_KEY = "balance.tourDone";

/**
 * The tour starts when the only task is the welcome task and the account has not ended it before
 * (`doneOnAccount`, read by the server); once ended it stays off, in this session at once and in
 * any other browser through the account.
 */
export function useTour(tasks: { description: string }[] | undefined, doneOnAccount: boolean) {
  const onlyWelcome = tasks?.length === 1 && tasks[0]!.description.includes(WELCOME_TEXT);
  // On the server (and during hydration) the tour counts as done, so it only ever opens in the
  // browser. Session storage is read only when the tour could open: otherwise the browser's
  // reading (unset: false) differed from the server's (true) on every load, and React re-rendered
  // the whole dashboard right after hydrating it (docs/decisions/dashboard-paint.md).
  const mayOpen = onlyWelcome && !doneOnAccount;
  const doneThisSession = useSyncExternalStore(
    noSubscription,
    () => !mayOpen || sessionStorage.getItem(TOUR_DONE_KEY) === "1",
    () => true,
  );
  const [state, setState] = useState<"waiting" | "open" | "ended">("waiting");
  // Once started it stays open while the user adds tasks during the tour.
  if (state === "waiting" && mayOpen && !doneThisSession) setState("open");
  const end = useCallback(() => {
    sessionStorage.setItem(TOUR_DONE_KEY, "1");
    setState("ended");
    // Best effort: if this fails the session flag still holds here, and the tour may show once more elsewhere.
    apiJson("POST", "/api/tour").catch(() => {});
  }, []);
  return { open: state === "open", end };
}
