// An occurrence as the days it covers on the user's calendar (issue 44): one row per local day, so
// an event crossing midnight appears on both days and a three-day trip on three. Pure; the user's
// zone is read with the time-zone database (lib/time/clock.ts, lib/push/due.ts).
import { addDays } from "@/lib/time/days";
import { wallClock } from "@/lib/time/clock";
import { zonedInstant } from "@/lib/push/due";

export type StoredOccurrence =
  | { allDay: false; startsAt: Date; endsAt: Date }
  | { allDay: true; startDate: string; endDate: string };

export type EventDay = {
  date: string;
  /** "HH:MM" local; null when all-day. */
  start: string | null;
  /** "HH:MM" local; "24:00" when the event runs on past this day's midnight; null when all-day. */
  end: string | null;
  allDay: boolean;
  /** Minutes of this day the event takes (a whole day, 1,440, when all-day). */
  minutes: number;
};

const ALL_DAY_MINUTES = 24 * 60;

/** The rows of one occurrence between `from` and `to` (days, inclusive) in `timeZone`. */
export function eventDays(
  occurrence: StoredOccurrence,
  timeZone: string,
  from: string,
  to: string,
): EventDay[] {
  const rows: EventDay[] = [];
  if (occurrence.allDay) {
    const first = occurrence.startDate > from ? occurrence.startDate : from;
    for (let d = first; d < occurrence.endDate && d <= to; d = addDays(d, 1))
      rows.push({ date: d, start: null, end: null, allDay: true, minutes: ALL_DAY_MINUTES });
    return rows;
  }
  const startMs = occurrence.startsAt.getTime();
  const endMs = occurrence.endsAt.getTime();
  const start = wallClock(timeZone, occurrence.startsAt);
  const end = wallClock(timeZone, occurrence.endsAt);
  for (let d = start.date; d <= end.date && d <= to; d = addDays(d, 1)) {
    const isFirst = d === start.date;
    const isLast = d === end.date;
    // Ending exactly at midnight is not a row on the next day (unless the event is a moment there).
    if (isLast && !isFirst && end.time === "00:00") break;
    if (d < from) continue;
    const dayStart = isFirst ? startMs : zonedInstant(d, "00:00", timeZone).getTime();
    const dayEnd = isLast ? endMs : zonedInstant(addDays(d, 1), "00:00", timeZone).getTime();
    rows.push({
      date: d,
      start: isFirst ? start.time : "00:00",
      end: isLast ? end.time : "24:00",
      allDay: false,
      minutes: Math.max(0, Math.round((dayEnd - dayStart) / 60_000)),
    });
  }
  return rows;
}
