// Habits and their checks (issue 46): every query starts from the signed-in user, so another
// user's habit is a 404 exactly like a missing one. Streaks are computed from all of a habit's
// checks on each read (lib/habits/streaks.ts), in the user's zone.
import "server-only";
import { and, asc, count, eq, inArray, sum } from "drizzle-orm";
import { getDb } from "@/db/client";
import { habitChecks, habits, timeEntries, type Habit } from "@/db/schema";
import { badRequest, conflict, notFound } from "@/lib/errors/api-error";
import { countOf, onlyRow } from "@/lib/db/rows";
import { userCalendar } from "@/lib/settings/data";
import { todayIn } from "@/lib/time/clock";
import {
  CHECK_DAYS_BACK,
  checkableDay,
  historyStart,
  periodOf,
  streakOf,
  type WeekStart,
} from "./streaks";
import { MAX_ACTIVE_HABITS, type HabitDto } from "./shapes";
import type { CreateHabitInput, UpdateHabitInput } from "./schemas";

const TOO_MANY = `You have ${MAX_ACTIVE_HABITS} active habits, the most Balance keeps. Archive one before adding another.`;

/** The user's day and week start, read in their zone and settings. */
type UserDay = { today: string; weekStart: WeekStart };

function toDto(
  row: Habit,
  days: string[],
  { today, weekStart }: UserDay,
  spentMinutes = 0,
): HabitDto {
  const target = { times: row.targetTimes, per: row.targetPer };
  const from = historyStart(today, weekStart);
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    target,
    estimateMinutes: row.estimateMinutes,
    reminderTime: row.reminderTime,
    archived: row.archived,
    streak: streakOf(days, target, today, weekStart),
    period: periodOf(days, target, today, weekStart),
    checks: days.filter((d) => d >= from && d <= today).sort(),
    weekStart,
    totalChecks: days.length,
    spentMinutes,
  };
}

async function userDay(userId: string, now: Date): Promise<UserDay> {
  const { timeZone, weekStart } = await userCalendar(userId);
  return { today: todayIn(timeZone, now), weekStart };
}

async function checksOf(userId: string, ids: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const db = await getDb();
  const rows = await db
    .select({ habitId: habitChecks.habitId, date: habitChecks.date })
    .from(habitChecks)
    .where(and(eq(habitChecks.userId, userId), inArray(habitChecks.habitId, ids)))
    .orderBy(asc(habitChecks.date));
  for (const r of rows) out.get(r.habitId)?.push(r.date);
  return out;
}

/** Minutes of finished time entries per habit (issue 46 item 4: habits weigh by time spent). */
async function spentOf(userId: string, ids: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (ids.length === 0) return out;
  const db = await getDb();
  const rows = await db
    .select({ habitId: timeEntries.habitId, minutes: sum(timeEntries.minutes).mapWith(Number) })
    .from(timeEntries)
    .where(and(eq(timeEntries.userId, userId), inArray(timeEntries.habitId, ids)))
    .groupBy(timeEntries.habitId);
  for (const r of rows) if (r.habitId !== null) out.set(r.habitId, r.minutes ?? 0);
  return out;
}

async function ownRow(userId: string, id: number): Promise<Habit> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(habits)
    .where(and(eq(habits.userId, userId), eq(habits.id, id)));
  if (!row) throw notFound("Habit");
  return row;
}

async function dtoOf(userId: string, row: Habit, now: Date): Promise<HabitDto> {
  const [checks, spent, day] = await Promise.all([
    checksOf(userId, [row.id]),
    spentOf(userId, [row.id]),
    userDay(userId, now),
  ]);
  return toDto(row, checks.get(row.id) ?? [], day, spent.get(row.id));
}

/** Every habit of the user, active ones first, each in the order it was made. */
export async function listHabits(userId: string, now = new Date()): Promise<HabitDto[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(habits)
    .where(eq(habits.userId, userId))
    .orderBy(asc(habits.archived), asc(habits.id));
  const ids = rows.map((r) => r.id);
  const [checks, spent, day] = await Promise.all([
    checksOf(userId, ids),
    spentOf(userId, ids),
    userDay(userId, now),
  ]);
  return rows.map((r) => toDto(r, checks.get(r.id) ?? [], day, spent.get(r.id)));
}

export async function getHabit(userId: string, id: number, now = new Date()): Promise<HabitDto> {
  return dtoOf(userId, await ownRow(userId, id), now);
}

async function assertRoomForActive(userId: string): Promise<void> {
  const db = await getDb();
  const active = countOf(
    await db
      .select({ n: count() })
      .from(habits)
      .where(and(eq(habits.userId, userId), eq(habits.archived, false))),
  );
  if (active >= MAX_ACTIVE_HABITS) throw conflict(TOO_MANY);
}

export async function createHabit(
  userId: string,
  input: CreateHabitInput,
  now = new Date(),
): Promise<HabitDto> {
  await assertRoomForActive(userId);
  const db = await getDb();
  const row = onlyRow(
    await db
      .insert(habits)
      .values({
        userId,
        title: input.title,
        category: input.category,
        targetTimes: input.target.times,
        targetPer: input.target.per,
        estimateMinutes: input.estimateMinutes ?? null,
        reminderTime: input.reminderTime ?? null,
      })
      .returning(),
    "insert habit",
  );
  return toDto(row, [], await userDay(userId, now));
}

export async function updateHabit(
  userId: string,
  id: number,
  input: UpdateHabitInput,
  now = new Date(),
): Promise<HabitDto> {
  const current = await ownRow(userId, id);
  if (current.archived && input.archived === false) await assertRoomForActive(userId);
  const db = await getDb();
  const row = onlyRow(
    await db
      .update(habits)
      .set({
        title: input.title,
        category: input.category,
        targetTimes: input.target?.times,
        targetPer: input.target?.per,
        estimateMinutes: input.estimateMinutes,
        reminderTime: input.reminderTime,
        archived: input.archived,
      })
      .where(and(eq(habits.userId, userId), eq(habits.id, id)))
      .returning(),
    "update habit",
  );
  return dtoOf(userId, row, now);
}

/** Deletes the habit and its checks. */
export async function deleteHabit(userId: string, id: number): Promise<void> {
  const db = await getDb();
  const gone = await db
    .delete(habits)
    .where(and(eq(habits.userId, userId), eq(habits.id, id)))
    .returning({ id: habits.id });
  if (gone.length === 0) throw notFound("Habit");
}

function assertCheckable(day: string, today: string): void {
  const problem = checkableDay(day, today);
  if (problem === "future") throw badRequest("date cannot be in the future", "date");
  if (problem === "too-old")
    throw badRequest(`date can be at most ${CHECK_DAYS_BACK} days back`, "date");
}

/**
 * One change of a day's check: the habit is the user's, the day may be checked (not ahead, not too
 * far back), `write` changes it, and the habit comes back with its streak as it is now.
 */
async function changeCheck(
  userId: string,
  id: number,
  day: string,
  now: Date,
  write: (db: Awaited<ReturnType<typeof getDb>>) => Promise<unknown>,
): Promise<HabitDto> {
  const row = await ownRow(userId, id);
  const user = await userDay(userId, now);
  assertCheckable(day, user.today);
  await write(await getDb());
  const [checks, spent] = await Promise.all([checksOf(userId, [id]), spentOf(userId, [id])]);
  return toDto(row, checks.get(id) ?? [], user, spent.get(id));
}

/** Checks the habit on `day` (twice is once) and returns it with its new streak. */
export function checkHabit(userId: string, id: number, day: string, now = new Date()) {
  return changeCheck(userId, id, day, now, (db) =>
    db.insert(habitChecks).values({ habitId: id, userId, date: day }).onConflictDoNothing(),
  );
}

/** Takes the check of `day` back (nothing to take back is fine) and returns the habit. */
export function uncheckHabit(userId: string, id: number, day: string, now = new Date()) {
  return changeCheck(userId, id, day, now, (db) =>
    db
      .delete(habitChecks)
      .where(
        and(eq(habitChecks.userId, userId), eq(habitChecks.habitId, id), eq(habitChecks.date, day)),
      ),
  );
}
