// What the calendar routes answer (issue 44), shared by the server and the Settings card and the
// day views. No server-only imports.
import type { Category } from "@/lib/categories";

/** The last outcome: "ok", or what went wrong, in the words the card shows. */
export type CalendarState =
  "pending" | "ok" | "not-found" | "not-a-calendar" | "too-large" | "unreachable" | "refused";

export type CalendarDto = {
  id: number;
  name: string;
  /** Masked: "https://calendar.google.com/…/basic.ics". */
  url: string;
  category: Category;
  countInBalance: boolean;
  color: string;
  status: CalendarState;
  /** Five failures in a row: no longer refreshed by the timer until "Refresh now" works. */
  paused: boolean;
  failures: number;
  lastSyncedAt: string | null;
  lastAttemptAt: string | null;
  /** Occurrences kept in the window (30 days back, 365 ahead). */
  events: number;
  /** Occurrences past the 5,000 kept. */
  dropped: number;
};

export type CalendarEventDto = {
  id: string;
  seriesId: number;
  calendarId: number;
  title: string;
  location: string;
  date: string;
  start: string | null;
  end: string | null;
  allDay: boolean;
  minutes: number;
  category: Category;
  busy: boolean;
  color: string;
  calendarName: string;
};

export const FAILURES_BEFORE_PAUSE = 5;
export const MAX_CALENDARS = 10;

const PROBLEM: Record<Exclude<CalendarState, "ok" | "pending">, string> = {
  "not-found": "the address was not found (it may have been reset)",
  "not-a-calendar": "what the address gives back is not a calendar",
  "too-large": "the calendar is larger than 5 MB",
  unreachable: "its server could not be reached",
  refused: "the address was refused",
};

/** The card's status line, in words. */
export function calendarStatusText(c: CalendarDto, now: Date = new Date()): string {
  const parts: string[] = [];
  if (c.status !== "ok" && c.status !== "pending") {
    parts.push(
      c.paused
        ? `Paused after ${c.failures} failed tries: ${PROBLEM[c.status]}. Use Refresh now to try again`
        : `Last try failed: ${PROBLEM[c.status]}`,
    );
  }
  if (c.lastSyncedAt) {
    const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(c.lastSyncedAt)) / 60_000));
    const ago =
      minutes < 1
        ? "just now"
        : minutes < 60
          ? `${minutes} min ago`
          : minutes < 48 * 60
            ? `${Math.round(minutes / 60)} h ago`
            : `${Math.round(minutes / 1440)} days ago`;
    parts.push(`Last synced ${ago}`);
    parts.push(`${c.events.toLocaleString("en-US")} ${c.events === 1 ? "event" : "events"}`);
    if (c.dropped > 0)
      parts.push(`${c.dropped.toLocaleString("en-US")} more left out (5,000 at most)`);
  } else if (c.status === "pending") parts.push("Not synced yet");
  return parts.join(" · ");
}
