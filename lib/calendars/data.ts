// Subscribed calendars (issue 44): add by secret address, list, change, remove, refresh. Every
// function takes the signed-in user's id and scopes every query by it (another user's calendar is
// a 404, like a missing one). A refresh reads the file (./fetch.ts through lib/net, ./read.ts with
// ical.js), keeps each series' area (the user's choice survives), gives new series one from the
// categorizer and replaces the stored occurrences in one transaction.
import "server-only";
import { and, asc, count, eq, notInArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { calendarEvents, calendarSeries, calendars } from "@/db/schema";
import { ai } from "@/lib/ai";
import type { Category } from "@/lib/categories";
import { conflict, notFound } from "@/lib/errors/api-error";
import { takeLimit } from "@/lib/server/rate-limit";
import { userTimeZone } from "@/lib/settings/data";
import { correctionExamples } from "@/lib/tasks/data";
import type { CalendarDto, CalendarState } from "./shapes";
import { FAILURES_BEFORE_PAUSE, MAX_CALENDARS } from "./shapes";
import {
  calendarAddress,
  CalendarFetchError,
  fetchCalendarText,
  fetchFailureError,
  type Fetched,
} from "./fetch";
import { maskCalendarUrl } from "./mask";
import { NotACalendarError, readCalendar, type CalendarRead } from "./read";
import { decryptUrl, encryptUrl } from "./secret-url";
import type { AddCalendarInput, UpdateCalendarInput } from "./schemas";

type CalendarRow = typeof calendars.$inferSelect;

/** Colours of the calendars, in the order they are added (distinct from the area colours). */
const PALETTE = [
  "#0EA5E9",
  "#F97316",
  "#8B5CF6",
  "#14B8A6",
  "#E11D48",
  "#84CC16",
  "#6366F1",
  "#D946EF",
  "#F59E0B",
  "#64748B",
];
/** Below this confidence a series takes its calendar's area instead of the categorizer's guess. */
const CONFIDENT = 0.5;
/**
 * At most this many new titles are put to the categorizer per read (with OPENAI_API_KEY each is a
 * request); the rest take the calendar's area until the user moves them.
 */
const MAX_GUESSES = 100;
const INSERT_BATCH = 500;

function toCalendarDto(row: CalendarRow): CalendarDto {
  return {
    id: row.id,
    name: row.name,
    url: row.urlMasked,
    category: row.category,
    countInBalance: row.countInBalance,
    color: row.color,
    status: (row.lastError ?? (row.lastSyncedAt ? "ok" : "pending")) as CalendarState,
    paused: row.failures >= FAILURES_BEFORE_PAUSE,
    failures: row.failures,
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    events: row.eventCount,
    dropped: row.droppedCount,
  };
}

async function ownCalendar(userId: string, id: number): Promise<CalendarRow> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(calendars)
    .where(and(eq(calendars.id, id), eq(calendars.userId, userId)));
  if (!row) throw notFound("Calendar");
  return row;
}

export async function listCalendars(userId: string): Promise<CalendarDto[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(calendars)
    .where(eq(calendars.userId, userId))
    .orderBy(asc(calendars.id));
  return rows.map(toCalendarDto);
}

async function readText(text: string, userId: string): Promise<CalendarRead> {
  try {
    return await readCalendar(text, { timeZone: await userTimeZone(userId), now: new Date() });
  } catch (err) {
    if (err instanceof NotACalendarError)
      throw new CalendarFetchError("not-a-calendar", "not a calendar");
    throw err;
  }
}

/** The categorizer's area for a text, or `fallback` when it is unsure. */
async function guessArea(
  text: string,
  fallback: Category,
  examples: Awaited<ReturnType<typeof correctionExamples>>,
): Promise<Category> {
  try {
    const r = await ai.categorize(text, { userExamples: examples });
    return r.confidence >= CONFIDENT ? r.category : fallback;
  } catch {
    return fallback;
  }
}

/** Stores what was read: series (keeping their areas) and the occurrences, in one transaction. */
async function store(userId: string, row: CalendarRow, read: CalendarRead): Promise<void> {
  const db = await getDb();
  const existing = await db
    .select({ id: calendarSeries.id, uid: calendarSeries.uid })
    .from(calendarSeries)
    .where(and(eq(calendarSeries.calendarId, row.id), eq(calendarSeries.userId, userId)));
  const known = new Map(existing.map((s) => [s.uid, s.id]));
  const fresh = read.series.filter((s) => !known.has(s.uid));
  // One guess per distinct title and place, however many series share them.
  const examples = fresh.length > 0 ? await correctionExamples(userId) : [];
  const guesses = new Map<string, Category>();
  for (const s of fresh) {
    const text = [s.title, s.location].filter(Boolean).join(" — ");
    if (guesses.has(text)) continue;
    guesses.set(
      text,
      guesses.size < MAX_GUESSES ? await guessArea(text, row.category, examples) : row.category,
    );
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < fresh.length; i += INSERT_BATCH) {
      const inserted = await tx
        .insert(calendarSeries)
        .values(
          fresh.slice(i, i + INSERT_BATCH).map((s) => {
            const area = guesses.get([s.title, s.location].filter(Boolean).join(" — "))!;
            return {
              userId,
              calendarId: row.id,
              uid: s.uid,
              title: s.title,
              location: s.location,
              category: area,
              aiCategory: area,
            };
          }),
        )
        // A refresh running at the same time may have added the same series: theirs is kept.
        .onConflictDoNothing()
        .returning({ id: calendarSeries.id, uid: calendarSeries.uid });
      for (const s of inserted) known.set(s.uid, s.id);
    }
    if (fresh.some((s) => !known.has(s.uid))) {
      const all = await tx
        .select({ id: calendarSeries.id, uid: calendarSeries.uid })
        .from(calendarSeries)
        .where(and(eq(calendarSeries.calendarId, row.id), eq(calendarSeries.userId, userId)));
      for (const s of all) known.set(s.uid, s.id);
    }
    // Titles and places follow the calendar; the area stays the user's.
    for (const s of read.series) {
      if (!fresh.includes(s))
        await tx
          .update(calendarSeries)
          .set({ title: s.title, location: s.location })
          .where(and(eq(calendarSeries.id, known.get(s.uid)!), eq(calendarSeries.userId, userId)));
    }
    await tx
      .delete(calendarEvents)
      .where(and(eq(calendarEvents.calendarId, row.id), eq(calendarEvents.userId, userId)));
    const rows = read.occurrences
      .filter((o) => known.has(o.uid))
      .map((o) => ({
        userId,
        calendarId: row.id,
        seriesId: known.get(o.uid)!,
        title: o.title,
        location: o.location,
        allDay: o.allDay,
        busy: o.busy,
        startsAt: o.allDay ? null : o.startsAt,
        endsAt: o.allDay ? null : o.endsAt,
        startDate: o.allDay ? o.startDate : null,
        endDate: o.allDay ? o.endDate : null,
      }));
    for (let i = 0; i < rows.length; i += INSERT_BATCH)
      await tx.insert(calendarEvents).values(rows.slice(i, i + INSERT_BATCH));
    // Series that left the calendar go with their area.
    const keep = read.series.map((s) => s.uid);
    await tx
      .delete(calendarSeries)
      .where(
        and(
          eq(calendarSeries.calendarId, row.id),
          eq(calendarSeries.userId, userId),
          keep.length > 0 ? notInArray(calendarSeries.uid, keep) : undefined,
        ),
      );
  });
}

/** POST /api/calendars: checks the address, reads it once, and only then stores the calendar. */
export async function addCalendar(userId: string, input: AddCalendarInput): Promise<CalendarDto> {
  const href = calendarAddress(input.url);
  const db = await getDb();
  const [{ n }] = (await db
    .select({ n: count() })
    .from(calendars)
    .where(eq(calendars.userId, userId))) as [{ n: number }];
  if (Number(n) >= MAX_CALENDARS)
    throw conflict(`You can subscribe to at most ${MAX_CALENDARS} calendars.`);
  await takeLimit(
    `calendar-add:${userId}`,
    30,
    3600,
    "Too many calendars added in an hour. Please try again later.",
  );
  let fetched: Fetched;
  let read: CalendarRead;
  try {
    fetched = await fetchCalendarText(href);
    if (!fetched.modified) throw new CalendarFetchError("unreachable", "no answer");
    read = await readText(fetched.text, userId);
  } catch (err) {
    if (err instanceof CalendarFetchError) throw fetchFailureError(err);
    throw err;
  }
  const name = input.name?.trim() || read.name || new URL(href).hostname;
  const category =
    input.category ?? (await guessArea(name, "personal_growth", await correctionExamples(userId)));
  const used = new Set(
    (
      await db
        .select({ color: calendars.color })
        .from(calendars)
        .where(eq(calendars.userId, userId))
    ).map((c) => c.color),
  );
  const color = PALETTE.find((c) => !used.has(c)) ?? PALETTE[0]!;
  const now = new Date();
  const [row] = await db
    .insert(calendars)
    .values({
      userId,
      name: name.slice(0, 100),
      urlEncrypted: encryptUrl(href),
      urlMasked: maskCalendarUrl(href),
      category,
      color,
      etag: fetched.etag,
      lastModified: fetched.lastModified,
      lastSyncedAt: now,
      lastAttemptAt: now,
      eventCount: read.occurrences.length,
      droppedCount: read.dropped,
    })
    .returning();
  try {
    await store(userId, row!, read);
  } catch (err) {
    await db.delete(calendars).where(and(eq(calendars.id, row!.id), eq(calendars.userId, userId)));
    throw err;
  }
  return toCalendarDto(row!);
}

export async function updateCalendar(
  userId: string,
  id: number,
  input: UpdateCalendarInput,
): Promise<CalendarDto> {
  await ownCalendar(userId, id);
  const db = await getDb();
  const set: Partial<typeof calendars.$inferInsert> = {};
  if (input.name !== undefined) set.name = input.name.trim();
  if (input.category !== undefined) set.category = input.category;
  if (input.countInBalance !== undefined) set.countInBalance = input.countInBalance;
  if (Object.keys(set).length === 0) return toCalendarDto(await ownCalendar(userId, id));
  const [row] = await db
    .update(calendars)
    .set(set)
    .where(and(eq(calendars.id, id), eq(calendars.userId, userId)))
    .returning();
  return toCalendarDto(row!);
}

/** DELETE: the calendar, its series (their areas) and occurrences go (cascade). */
export async function deleteCalendar(userId: string, id: number): Promise<void> {
  await ownCalendar(userId, id);
  const db = await getDb();
  await db.delete(calendars).where(and(eq(calendars.id, id), eq(calendars.userId, userId)));
}

/**
 * One refresh of one calendar: a conditional request with the last validators; a failure is
 * counted (five in a row pause the timer's refreshes), a success clears the count. Never throws
 * for the calendar's own problems: they are its status.
 */
export async function refreshRow(row: CalendarRow, now = new Date()): Promise<CalendarRow> {
  const db = await getDb();
  const where = and(eq(calendars.id, row.id), eq(calendars.userId, row.userId));
  const href = decryptUrl(row.urlEncrypted);
  try {
    if (!href) throw new CalendarFetchError("refused", "the stored address cannot be read");
    // The address is checked again: CALENDAR_ALLOWED_HOSTS may have changed since it was added.
    let checked: string;
    try {
      checked = calendarAddress(href);
    } catch {
      throw new CalendarFetchError("refused", "the address is no longer allowed");
    }
    const fetched = await fetchCalendarText(checked, {
      etag: row.etag,
      lastModified: row.lastModified,
    });
    if (!fetched.modified) {
      const [updated] = await db
        .update(calendars)
        .set({ lastSyncedAt: now, lastAttemptAt: now, failures: 0, lastError: null })
        .where(where)
        .returning();
      return updated ?? row;
    }
    const read = await readText(fetched.text, row.userId);
    await store(row.userId, row, read);
    const [updated] = await db
      .update(calendars)
      .set({
        etag: fetched.etag,
        lastModified: fetched.lastModified,
        lastSyncedAt: now,
        lastAttemptAt: now,
        failures: 0,
        lastError: null,
        eventCount: read.occurrences.length,
        droppedCount: read.dropped,
      })
      .where(where)
      .returning();
    return updated ?? row;
  } catch (err) {
    if (!(err instanceof CalendarFetchError)) throw err;
    const [updated] = await db
      .update(calendars)
      .set({ lastAttemptAt: now, failures: row.failures + 1, lastError: err.kind })
      .where(where)
      .returning();
    return updated ?? row;
  }
}

/** POST /api/calendars/{id}/refresh: "Refresh now" (also on a paused calendar). */
export async function refreshCalendar(userId: string, id: number): Promise<CalendarDto> {
  const row = await ownCalendar(userId, id);
  await takeLimit(
    `calendar-refresh:${userId}`,
    60,
    3600,
    "Too many refreshes in an hour. Calendars are refreshed every 15 minutes anyway.",
  );
  return toCalendarDto(await refreshRow(row));
}

/** For the export: the calendars (address masked) and the areas of their series. */
export async function calendarsForExport(userId: string) {
  const db = await getDb();
  const [rows, series] = await Promise.all([
    db.select().from(calendars).where(eq(calendars.userId, userId)).orderBy(asc(calendars.id)),
    db
      .select({
        calendarId: calendarSeries.calendarId,
        title: calendarSeries.title,
        location: calendarSeries.location,
        category: calendarSeries.category,
        aiCategory: calendarSeries.aiCategory,
      })
      .from(calendarSeries)
      .where(eq(calendarSeries.userId, userId))
      .orderBy(asc(calendarSeries.id)),
  ]);
  return {
    calendars: rows.map((r) => ({ ...toCalendarDto(r), createdAt: r.createdAt })),
    eventAreas: series,
  };
}
