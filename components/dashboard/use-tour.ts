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
  // The server knows what the browser will find (the account's flag; the session flag is only a
  // fallback for a POST that failed), so the tour is in the server's HTML and hydration keeps it:
  // the first paint is final (docs/decisions/first-paint.md). Session storage is read only when
  // the tour could open, so both readings agree on every other load and React does not re-render
  // the dashboard right after hydrating it (docs/decisions/dashboard-paint.md).
  const mayOpen = onlyWelcome && !doneOnAccount;
  const [state, setState] = useState<"waiting" | "open" | "ended">(() =>
    mayOpen ? "open" : "waiting",
  );
  // Once started it stays open while the user adds tasks during the tour (mayOpen turns false).
  const doneThisSession = useSyncExternalStore(
    noSubscription,
    () => (!mayOpen && state !== "open") || sessionStorage.getItem(TOUR_DONE_KEY) === "1",
    () => !mayOpen,
  );
  // The tasks arrived after the first render (a cold cache): the tour starts then.
  if (state === "waiting" && mayOpen && !doneThisSession) setState("open");
  const end = useCallback(() => {
    sessionStorage.setItem(TOUR_DONE_KEY, "1");
    setState("ended");
    // Best effort: if this fails the session flag still holds here, and the tour may show once more elsewhere.
    apiJson("POST", "/api/tour").catch(() => {});
  }, []);
  // Ended in this browser session (the account's call failed): the server drew the tour, the
  // browser takes it away while hydrating.
  return { open: state === "open" && !doneThisSession, end };
}
