// The events of the user's calendars as rows per local day (issue 44), for Today, Upcoming, Plan
// today and GET /api/events; and the area of a series (PATCH /api/events/{seriesId}).
import "server-only";
import { and, eq, gt, gte, isNotNull, lt, lte, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { calendarEvents, calendarSeries, calendars } from "@/db/schema";
import type { Category } from "@/lib/categories";
import { badRequest, notFound } from "@/lib/errors/api-error";
import { zonedInstant } from "@/lib/push/due";
import { userTimeZone } from "@/lib/settings/data";
import { addDays, daysBetween } from "@/lib/time/days";
import { eventDays } from "./days";
import type { CalendarEventDto } from "./shapes";
import { MAX_EVENT_DAYS, type EventsQuery } from "./schemas";

/**
 * Every event row from `from` to `to` (days, inclusive) in `timeZone`, by date, all-day first, start.
 * `countedOnly`: only busy events of calendars counted in the balance (./balance.ts).
 */
export async function eventsBetween(
  userId: string,
  from: string,
  to: string,
  timeZone: string,
  { countedOnly = false }: { countedOnly?: boolean } = {},
): Promise<CalendarEventDto[]> {
  const db = await getDb();
  const rangeStart = zonedInstant(from, "00:00", timeZone);
  const rangeEnd = zonedInstant(addDays(to, 1), "00:00", timeZone);
  const rows = await db
    .select({
      id: calendarEvents.id,
      seriesId: calendarEvents.seriesId,
      calendarId: calendarEvents.calendarId,
      title: calendarEvents.title,
      location: calendarEvents.location,
      allDay: calendarEvents.allDay,
      startsAt: calendarEvents.startsAt,
      endsAt: calendarEvents.endsAt,
      startDate: calendarEvents.startDate,
      endDate: calendarEvents.endDate,
      busy: calendarEvents.busy,
      category: calendarSeries.category,
      color: calendars.color,
      calendarName: calendars.name,
    })
    .from(calendarEvents)
    .innerJoin(calendarSeries, eq(calendarSeries.id, calendarEvents.seriesId))
    .innerJoin(calendars, eq(calendars.id, calendarEvents.calendarId))
    .where(
      and(
        eq(calendarEvents.userId, userId),
        countedOnly ? eq(calendars.countInBalance, true) : undefined,
        countedOnly ? eq(calendarEvents.busy, true) : undefined,
        or(
          and(
            isNotNull(calendarEvents.startDate),
            lte(calendarEvents.startDate, to),
            gt(calendarEvents.endDate, from),
          ),
          and(
            isNotNull(calendarEvents.startsAt),
            lt(calendarEvents.startsAt, rangeEnd),
            gte(calendarEvents.endsAt, rangeStart),
          ),
        ),
      ),
    );
  const out: CalendarEventDto[] = [];
  for (const r of rows) {
    const occurrence = r.allDay
      ? { allDay: true as const, startDate: r.startDate!, endDate: r.endDate! }
      : { allDay: false as const, startsAt: r.startsAt!, endsAt: r.endsAt! };
    for (const d of eventDays(occurrence, timeZone, from, to))
      out.push({
        id: `${r.id}:${d.date}`,
        seriesId: r.seriesId,
        calendarId: r.calendarId,
        title: r.title,
        location: r.location,
        ...d,
        category: r.category,
        busy: r.busy,
        color: r.color,
        calendarName: r.calendarName,
      });
  }
  return out.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      Number(b.allDay) - Number(a.allDay) ||
      (a.start ?? "").localeCompare(b.start ?? "") ||
      a.title.localeCompare(b.title),
  );
}

/** GET /api/events?from=&to= */
export async function listEvents(userId: string, q: EventsQuery): Promise<CalendarEventDto[]> {
  const span = daysBetween(q.from, q.to);
  if (span < 0) throw badRequest("to must be on or after from", "to");
  if (span + 1 > MAX_EVENT_DAYS)
    throw badRequest(`Ask for at most ${MAX_EVENT_DAYS} days of events at once`, "to");
  return eventsBetween(userId, q.from, q.to, await userTimeZone(userId));
}

/** PATCH /api/events/{seriesId}: the area of every occurrence of the series, kept across refreshes. */
export async function setSeriesArea(
  userId: string,
  seriesId: number,
  category: Category,
): Promise<{ seriesId: number; title: string; category: Category }> {
  const db = await getDb();
  const [row] = await db
    .update(calendarSeries)
    .set({ category })
    .where(and(eq(calendarSeries.id, seriesId), eq(calendarSeries.userId, userId)))
    .returning({ title: calendarSeries.title, category: calendarSeries.category });
  if (!row) throw notFound("Event");
  return { seriesId, title: row.title, category: row.category };
}
