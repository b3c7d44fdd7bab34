// Calendars' browser-safe shapes (issue 44): what the calendar routes answer, their limits, and
// how events count in the balance. Shared by the server, the Settings card and the day views; no
// server-only imports.
import { CATEGORIES, type Category, type CategoryMap } from "@/lib/categories";

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

// How calendar events count in the balance (issue 44 item 5), pure and shared by the server and the
// screens: busy events only; each day capped at the day length, the areas scaled alike when the cap
// bites; a busy all-day event stands for what the day's timed events leave of it
// (docs/decisions/calendar-balance.md). No server-only imports.
/** One event's share of one day, as the day views list it (lib/calendars/days.ts). */
export type BalanceEventDay = {
  date: string;
  category: Category;
  minutes: number;
  allDay: boolean;
  busy: boolean;
};

export type CalendarDayMinutes = { date: string; minutes: CategoryMap<number> };

/** The dashboard's calendar minutes per area (GET /api/calendars/balance, prefetched with the page). */
export type WheelCalendarMinutes = {
  /** Busy time still to come in the next 7 days (today included): beside the tasks to do. */
  ahead: CategoryMap<number>;
  /** Busy time over in the last 7 days (today included): beside the completed tasks. */
  past: CategoryMap<number>;
};

const zeroAreas = (): CategoryMap<number> =>
  Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as CategoryMap<number>;

/**
 * The minutes each area takes from the calendar on each day, whole minutes, days in order:
 * - free events (TRANSP:TRANSPARENT) count nothing;
 * - timed events count their minutes on the day; over `dayLength` together, each area is scaled
 *   by dayLength / total (rounded down, so the day never passes the cap);
 * - busy all-day events share equally what the timed events leave of `dayLength`.
 */
export function calendarDayMinutes(
  events: readonly BalanceEventDay[],
  dayLength: number,
): CalendarDayMinutes[] {
  const days = new Map<string, { timed: CategoryMap<number>; allDay: Category[] }>();
  for (const e of events) {
    if (!e.busy) continue;
    let day = days.get(e.date);
    if (!day) days.set(e.date, (day = { timed: zeroAreas(), allDay: [] }));
    if (e.allDay) day.allDay.push(e.category);
    else day.timed[e.category] += Math.max(0, e.minutes);
  }
  const out: CalendarDayMinutes[] = [];
  for (const [date, { timed, allDay }] of [...days].sort(([a], [b]) => a.localeCompare(b))) {
    const total = CATEGORIES.reduce((s, c) => s + timed[c], 0);
    const scale = total > dayLength ? dayLength / total : 1;
    const minutes = zeroAreas();
    for (const c of CATEGORIES) minutes[c] = Math.floor(timed[c] * scale);
    const room = Math.max(0, dayLength - CATEGORIES.reduce((s, c) => s + minutes[c], 0));
    if (allDay.length > 0 && total < dayLength) {
      const each = Math.floor(room / allDay.length);
      for (const c of allDay) minutes[c] += each;
    }
    if (CATEGORIES.some((c) => minutes[c] > 0)) out.push({ date, minutes });
  }
  return out;
}

/** The areas' minutes over the days together. */
export function sumDays(days: readonly CalendarDayMinutes[]): CategoryMap<number> {
  const sum = zeroAreas();
  for (const d of days) for (const c of CATEGORIES) sum[c] += d.minutes[c];
  return sum;
}
