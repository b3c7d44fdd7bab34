"use client";
// How the command palette opens a found row on its own page: on another page it navigates with
// ?open=<kind>-<id>; on the same page it sends an event. The page's screen handles both with
// useOpenRequest (a task opens in its edit dialog, an entry in its tab scrolled to it, a board in
// the editor). A calendar event opens its day among the tasks (?open=day-YYYY-MM-DD,
// useOpenDayRequest). Kept tiny: the screens that listen are in the first JavaScript.
import { useEffect, useRef } from "react";

export type OpenKind = "task" | "entry" | "board";
const OPEN_EVENT = "balance:open";
const OPEN_DAY_EVENT = "balance:open-day";
const DAY_PARAM = /^day-(\d{4}-\d{2}-\d{2})$/;
export const OPEN_SEARCH_EVENT = "balance:open-search";

export const PAGE_OF: Record<OpenKind, string> = {
  task: "/",
  entry: "/notebook",
  board: "/vision-board",
};

type OpenDetail = { kind: OpenKind; id: number };

/**
 * The address's `?open=` when it matches `pattern`, taken out of the address (a reload or Back
 * does not open it again); null, and the address left alone, when it does not.
 */
function takeOpenParam(pattern: RegExp): RegExpExecArray | null {
  const params = new URLSearchParams(location.search);
  const m = pattern.exec(params.get("open") ?? "");
  if (!m) return null;
  params.delete("open");
  const rest = params.toString();
  history.replaceState(
    history.state,
    "",
    location.pathname + (rest ? `?${rest}` : "") + location.hash,
  );
  return m;
}

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
    const m = takeOpenParam(new RegExp(`^${kind}-(\\d{1,10})$`));
    if (m) latest.current(Number(m[1]));
    const onEvent = (e: Event) => {
      const detail = (e as CustomEvent<OpenDetail>).detail;
      if (detail?.kind === kind) latest.current(detail.id);
    };
    window.addEventListener(OPEN_EVENT, onEvent);
    return () => window.removeEventListener(OPEN_EVENT, onEvent);
  }, [kind]);
}

/** The page the day of a found calendar event opens on (the task panel's Today / Upcoming). */
export const DAY_PAGE = "/";

/** Asks the current page to show a day's calendar events. */
export function requestOpenDay(day: string): void {
  window.dispatchEvent(new CustomEvent<string>(OPEN_DAY_EVENT, { detail: day }));
}

/** Calls `open` with a day asked for: from the URL once (then removes it) and from events. */
export function useOpenDayRequest(open: (day: string) => void): void {
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    const m = takeOpenParam(DAY_PARAM);
    if (m) latest.current(m[1]!);
    const onEvent = (e: Event) => {
      const day = (e as CustomEvent<string>).detail;
      if (typeof day === "string" && DAY_PARAM.test(`day-${day}`)) latest.current(day);
    };
    window.addEventListener(OPEN_DAY_EVENT, onEvent);
    return () => window.removeEventListener(OPEN_DAY_EVENT, onEvent);
  }, []);
}
