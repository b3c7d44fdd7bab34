"use client";
// How the command palette opens a found row on its own page: on another page it navigates with
// ?open=<kind>-<id>; on the same page it sends an event. The page's screen handles both with
// useOpenRequest (a task opens in its edit dialog, an entry in its tab scrolled to it, a board in
// the editor). Kept tiny: the screens that listen are in the first JavaScript.
import { useEffect, useRef } from "react";

export type OpenKind = "task" | "entry" | "board";
const OPEN_EVENT = "balance:open";
export const OPEN_SEARCH_EVENT = "balance:open-search";

export const PAGE_OF: Record<OpenKind, string> = {
  task: "/",
  entry: "/notebook",
  board: "/vision-board",
};

type OpenDetail = { kind: OpenKind; id: number };

/** Opens the search palette from anywhere (the dashboard's "/" shortcut). */
export function openSearch(): void {
  window.dispatchEvent(new Event(OPEN_SEARCH_EVENT));
}

/** Asks the current page's screen to open this row. */
export function requestOpen(kind: OpenKind, id: number): void {
  window.dispatchEvent(new CustomEvent<OpenDetail>(OPEN_EVENT, { detail: { kind, id } }));
}

/** Calls `open` for a request of this kind: from the URL once (then removes it) and from events. */
export function useOpenRequest(kind: OpenKind, open: (id: number) => void): void {
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const m = /^(task|entry|board)-(\d{1,10})$/.exec(params.get("open") ?? "");
    if (m && m[1] === kind) {
      latest.current(Number(m[2]));
      params.delete("open");
      const rest = params.toString();
      history.replaceState(
        history.state,
        "",
        location.pathname + (rest ? `?${rest}` : "") + location.hash,
      );
    }
    const onEvent = (e: Event) => {
      const detail = (e as CustomEvent<OpenDetail>).detail;
      if (detail?.kind === kind) latest.current(detail.id);
    };
    window.addEventListener(OPEN_EVENT, onEvent);
    return () => window.removeEventListener(OPEN_EVENT, onEvent);
  }, [kind]);
}
