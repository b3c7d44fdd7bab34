// Calendar time in the balance (issue 44 item 5): the minutes busy events of the calendars counted
// in the balance ("Count in my balance") put in each area per day, capped at the day length
// (./shapes.ts, docs/decisions/calendar-balance.md). Read by the dashboard's wheels, Insights,
// the weekly review and the balance analysis; scoped by the signed-in user's id.
import "server-only";
import { userTimeZone } from "@/lib/settings/data";
import { wallClock } from "@/lib/time/clock";
import { addDays } from "@/lib/time/days";
import { DAY_LENGTH_MINUTES } from "@/lib/time/rules";
import {
  calendarDayMinutes,
  sumDays,
  type BalanceEventDay,
  type CalendarDayMinutes,
  type WheelCalendarMinutes,
} from "./shapes";
import { eventsBetween } from "./events";

/**
 * Which part of the range counts: "past" the rows already over at `now` (an all-day row once its
 * day has passed, a timed row once it has ended), "ahead" the rest, "all" every row.
 */
export type CalendarPart = "past" | "ahead" | "all";

/** The calendar minutes per area of each day from `from` to `to` (inclusive), days with any only. */
export async function calendarMinutesByDay(
  userId: string,
  from: string,
  to: string,
  {
    timeZone,
    part = "all",
    now = new Date(),
  }: { timeZone?: string; part?: CalendarPart; now?: Date } = {},
): Promise<CalendarDayMinutes[]> {
  const zone = timeZone ?? (await userTimeZone(userId));
  const rows = await eventsBetween(userId, from, to, zone, { countedOnly: true });
  const clock = wallClock(zone, now);
  const over = (r: { date: string; allDay: boolean; end: string | null }) =>
    r.date < clock.date || (r.date === clock.date && !r.allDay && (r.end ?? "24:00") <= clock.time);
  const kept: BalanceEventDay[] = rows.filter((r) =>
    part === "all" ? true : part === "past" ? over(r) : !over(r),
  );
  return calendarDayMinutes(kept, DAY_LENGTH_MINUTES);
}

/** The days the dashboard's wheels take calendar time from: a week back and a week ahead. */
const WHEEL_CALENDAR_DAYS = 7;

/** The dashboard's calendar minutes (prefetched with the page, GET /api/calendars/balance). */
export async function wheelCalendarMinutes(
  userId: string,
  now: Date = new Date(),
): Promise<WheelCalendarMinutes> {
  const timeZone = await userTimeZone(userId);
  const today = wallClock(timeZone, now).date;
  const [ahead, past] = await Promise.all([
    calendarMinutesByDay(userId, today, addDays(today, WHEEL_CALENDAR_DAYS - 1), {
      timeZone,
      part: "ahead",
      now,
    }),
    calendarMinutesByDay(userId, addDays(today, -(WHEEL_CALENDAR_DAYS - 1)), today, {
      timeZone,
      part: "past",
      now,
    }),
  ]);
  return { ahead: sumDays(ahead), past: sumDays(past) };
}
