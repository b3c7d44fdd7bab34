// Satisfaction check-ins (issue 45): save (one per day), list, delete, and whether one is due.
// Every query is scoped by the signed-in user's id; another user's day is simply not found.
import "server-only";
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { checkins, userSettings, type Checkin } from "@/db/schema";
import { badRequest, notFound } from "@/lib/errors/api-error";
import { todayIn } from "@/lib/time/clock";
import { DEFAULT_TIME_ZONE } from "@/lib/time/zones";
import { CATEGORIES, type CategoryMap } from "@/lib/categories";
import type { ListCheckinsQuery, SaveCheckinInput } from "./schemas";
import type { CheckinDto } from "./shapes";

/** At most this many check-ins in one answer (ten years of weekly ones). */
const LIST_MAX = 520;

/** The user's zone, read here (lib/settings reads check-ins, so it is not imported back). */
async function zoneOf(userId: string): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .select({ timeZone: userSettings.timeZone })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

function toDto(row: Pick<Checkin, "date" | "scores" | "note">): CheckinDto {
  // Stored in the wheel's order, whatever order the payload had.
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, row.scores[c]]),
  ) as CategoryMap<number>;
  return { date: row.date, scores, note: row.note };
}

/** PUT /api/checkins/{date}: the day's check-in, new (created: true) or replacing the day's. */
export async function saveCheckin(
  userId: string,
  date: string,
  input: SaveCheckinInput,
  now = new Date(),
): Promise<{ created: boolean; checkin: CheckinDto }> {
  const today = todayIn(await zoneOf(userId), now);
  if (date > today) throw badRequest("A check-in cannot be for a day in the future", "date");
  const note = input.note?.trim() ? input.note.trim() : null;
  const db = await getDb();
  // xmax = 0 only on a row this statement inserted: tells a new check-in from a replaced one.
  const [row] = await db
    .insert(checkins)
    .values({ userId, date, scores: input.scores, note })
    .onConflictDoUpdate({
      target: [checkins.userId, checkins.date],
      set: { scores: input.scores, note, updatedAt: sql`now()` },
    })
    .returning({
      date: checkins.date,
      scores: checkins.scores,
      note: checkins.note,
      inserted: sql<boolean>`(xmax = 0)`,
    });
  return { created: Boolean(row!.inserted), checkin: toDto(row!) };
}

/** GET /api/checkins: newest first, optionally from/to (inclusive days). */
export async function listCheckins(
  userId: string,
  query: ListCheckinsQuery,
): Promise<CheckinDto[]> {
  if (query.from && query.to && query.from > query.to)
    throw badRequest("from must not be after to", "from");
  const db = await getDb();
  const rows = await db
    .select({ date: checkins.date, scores: checkins.scores, note: checkins.note })
    .from(checkins)
    .where(
      and(
        eq(checkins.userId, userId),
        query.from ? gte(checkins.date, query.from) : undefined,
        query.to ? lte(checkins.date, query.to) : undefined,
      ),
    )
    .orderBy(desc(checkins.date))
    .limit(LIST_MAX);
  return rows.map(toDto);
}

/** DELETE /api/checkins/{date}: 404 when the user has none that day. */
export async function deleteCheckin(userId: string, date: string): Promise<void> {
  const db = await getDb();
  const gone = await db
    .delete(checkins)
    .where(and(eq(checkins.userId, userId), eq(checkins.date, date)))
    .returning({ id: checkins.id });
  if (gone.length === 0) throw notFound("Check-in");
}

/** The latest check-in's day, or null. */
export async function lastCheckinDate(userId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ date: checkins.date })
    .from(checkins)
    .where(eq(checkins.userId, userId))
    .orderBy(desc(checkins.date))
    .limit(1);
  return row?.date ?? null;
}

/** The latest check-in's scores, in the wheel's order, or null before the first check-in. */
export async function latestScores(userId: string): Promise<CategoryMap<number> | null> {
  const db = await getDb();
  const [row] = await db
    .select({ date: checkins.date, scores: checkins.scores, note: checkins.note })
    .from(checkins)
    .where(eq(checkins.userId, userId))
    .orderBy(desc(checkins.date))
    .limit(1);
  return row ? toDto(row).scores : null;
}
