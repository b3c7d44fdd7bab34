// The focus timer and time entries (issue 46). The server holds a running timer's start (a row with
// no minutes yet), so it survives a reload, a closed tab and a second device; one runs at a time
// (a partial unique index), and starting another stops the first. Every query starts from the
// signed-in user: another user's task, habit, timer or entry is a 404 like a missing one.
import "server-only";
import { and, asc, eq, gte, isNotNull, isNull, lte } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { habits, tasks, timeEntries, type TimeEntry } from "@/db/schema";
import { badRequest, conflict, notFound } from "@/lib/errors/api-error";
import { isUniqueViolation } from "@/lib/db/errors";
import { onlyRow } from "@/lib/db/rows";
import { userTimeZone } from "@/lib/settings/data";
import { writing } from "@/lib/tasks/list-cache";
import { restoreRow, trashRow } from "@/lib/trash/data";
import { takeLimit } from "@/lib/server/rate-limit";
import { timeEntryKey } from "@/lib/server/limit-keys";
import { addDays, daysBetween } from "@/lib/time/days";
import { todayIn } from "@/lib/time/clock";
import type { CorrectEntryInput, EntriesQuery, ManualEntryInput, StartTimerInput } from "./schemas";
import {
  ENTRIES_SPAN_MAX_DAYS,
  timedMinutes,
  type RunningTimerDto,
  type StartedTimerDto,
  type TimeEntryDto,
} from "./shapes";

/** Timer starts and manual entries per user and hour: each writes a row. */
export const MAX_ENTRY_WRITES_PER_HOUR = 300;
const limitWrites = (userId: string) =>
  takeLimit(
    timeEntryKey(userId),
    MAX_ENTRY_WRITES_PER_HOUR,
    3600,
    "Too many timers and time entries this hour. Please try again later.",
  );

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const running = (row: TimeEntry): RunningTimerDto => ({
  id: row.id,
  taskId: row.taskId,
  habitId: row.habitId,
  startedAt: row.startedAt!.toISOString(),
});

const entry = (row: TimeEntry): TimeEntryDto => ({
  id: row.id,
  taskId: row.taskId,
  habitId: row.habitId,
  date: row.date,
  startedAt: row.startedAt?.toISOString() ?? null,
  endedAt: row.endedAt?.toISOString() ?? null,
  minutes: row.minutes ?? 0,
  capped: row.capped,
  manual: row.manual,
  corrected: row.corrected,
});

/** 404 unless the task or habit is the user's. */
async function assertOwnTarget(
  db: Db | Tx,
  userId: string,
  target: { taskId?: number; habitId?: number },
): Promise<void> {
  if (target.taskId !== undefined) {
    const [row] = await db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.userId, userId), eq(tasks.id, target.taskId)));
    if (!row) throw notFound("Task");
  } else if (target.habitId !== undefined) {
    const [row] = await db
      .select({ id: habits.id })
      .from(habits)
      .where(and(eq(habits.userId, userId), eq(habits.id, target.habitId)));
    if (!row) throw notFound("Habit");
  }
}

/** Stops the user's running timer, if any, at `now` (capped at 12 hours) and returns its entry. */
async function stopRunning(db: Db | Tx, userId: string, now: Date): Promise<TimeEntryDto | null> {
  const [row] = await db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.userId, userId), isNull(timeEntries.minutes)))
    .for("update");
  if (!row) return null;
  const { minutes, capped } = timedMinutes(row.startedAt!, now);
  const [done] = await db
    .update(timeEntries)
    .set({ endedAt: now, minutes, capped })
    .where(and(eq(timeEntries.id, row.id), isNull(timeEntries.minutes)))
    .returning();
  return done ? entry(done) : null;
}

/** POST /api/timer: stops the running timer (returned as `stopped`) and starts one on the target. */
export async function startTimer(
  userId: string,
  input: StartTimerInput,
  now = new Date(),
): Promise<StartedTimerDto> {
  await limitWrites(userId);
  const db = await getDb();
  const date = todayIn(await userTimeZone(userId), now);
  try {
    return await writing(userId, () =>
      db.transaction(async (tx) => {
        await assertOwnTarget(tx, userId, input);
        const stopped = await stopRunning(tx, userId, now);
        const row = onlyRow(
          await tx
            .insert(timeEntries)
            .values({
              userId,
              taskId: input.taskId ?? null,
              habitId: input.habitId ?? null,
              date,
              startedAt: now,
            })
            .returning(),
          "start timer",
        );
        return { ...running(row), stopped };
      }),
    );
  } catch (err) {
    // Two starts at the same moment: the second finds the first's timer only after it committed.
    if (isUniqueViolation(err))
      throw conflict("Another timer was started at the same moment. Please try again.");
    throw err;
  }
}

/** GET /api/timer: the running timer, or undefined (204). */
export async function runningTimer(userId: string): Promise<RunningTimerDto | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.userId, userId), isNull(timeEntries.minutes)));
  return row ? running(row) : undefined;
}

/** DELETE /api/timer: stops the running timer and returns the entry it made; 404 without one. */
export async function stopTimer(userId: string, now = new Date()): Promise<TimeEntryDto> {
  const db = await getDb();
  const stopped = await writing(userId, () => db.transaction((tx) => stopRunning(tx, userId, now)));
  if (!stopped) throw notFound("Running timer");
  return stopped;
}

/** POST /api/time-entries: time added by hand, on a day that is not in the future. */
export async function addManualEntry(
  userId: string,
  input: ManualEntryInput,
  now = new Date(),
): Promise<TimeEntryDto> {
  const today = todayIn(await userTimeZone(userId), now);
  if (input.date > today) throw badRequest("date cannot be in the future", "date");
  await limitWrites(userId);
  const db = await getDb();
  await assertOwnTarget(db, userId, input);
  const row = await writing(userId, async () =>
    onlyRow(
      await db
        .insert(timeEntries)
        .values({
          userId,
          taskId: input.taskId ?? null,
          habitId: input.habitId ?? null,
          date: input.date,
          minutes: input.minutes,
          manual: true,
        })
        .returning(),
      "add time entry",
    ),
  );
  return entry(row);
}

/**
 * GET /api/time-entries?from=&to=: finished entries on those days (default: the last 30 days).
 * With ?taskId= or ?habitId=, that task's or habit's entries only (404 unless it is the user's), on
 * every day unless from or to is sent too.
 */
export async function listEntries(
  userId: string,
  query: EntriesQuery,
  now = new Date(),
): Promise<TimeEntryDto[]> {
  const target = { taskId: query.taskId, habitId: query.habitId };
  const oneTarget = target.taskId !== undefined || target.habitId !== undefined;
  const windowed = !oneTarget || query.from !== undefined || query.to !== undefined;
  const conditions = [eq(timeEntries.userId, userId), isNotNull(timeEntries.minutes)];
  if (windowed) {
    const today = todayIn(await userTimeZone(userId), now);
    const to = query.to ?? today;
    const from = query.from ?? addDays(to, -29);
    if (from > to) throw badRequest("from must not be after to", "from");
    if (daysBetween(from, to) >= ENTRIES_SPAN_MAX_DAYS)
      throw badRequest(`from and to can be at most ${ENTRIES_SPAN_MAX_DAYS} days apart`, "from");
    conditions.push(gte(timeEntries.date, from), lte(timeEntries.date, to));
  }
  const db = await getDb();
  if (oneTarget) await assertOwnTarget(db, userId, target);
  if (target.taskId !== undefined) conditions.push(eq(timeEntries.taskId, target.taskId));
  if (target.habitId !== undefined) conditions.push(eq(timeEntries.habitId, target.habitId));
  const rows = await db
    .select()
    .from(timeEntries)
    .where(and(...conditions))
    .orderBy(asc(timeEntries.date), asc(timeEntries.id));
  return rows.map(entry);
}

/**
 * PATCH /api/time-entries/{id}: the entry's minutes corrected by hand. The person says how long it
 * really was, so a capped timer's flag is cleared and the entry is marked corrected; whether it was
 * timed or added by hand stays.
 * A running timer has no minutes to correct yet (409); another user's entry is a 404.
 */
export async function correctEntry(
  userId: string,
  id: number,
  input: CorrectEntryInput,
): Promise<TimeEntryDto> {
  await limitWrites(userId);
  const db = await getDb();
  const [row] = await writing(userId, () =>
    db
      .update(timeEntries)
      .set({ minutes: input.minutes, capped: false, corrected: true })
      .where(
        and(eq(timeEntries.userId, userId), eq(timeEntries.id, id), isNotNull(timeEntries.minutes)),
      )
      .returning(),
  );
  if (row) return entry(row);
  const [runningRow] = await db
    .select({ id: timeEntries.id })
    .from(timeEntries)
    .where(and(eq(timeEntries.userId, userId), eq(timeEntries.id, id)));
  if (runningRow)
    throw conflict("This timer is still running. Stop it before correcting its time.");
  throw notFound("Time entry");
}

/**
 * DELETE /api/time-entries/{id}: removes an entry (a running timer's too, discarding it), restorable
 * for a day like every other delete (lib/trash/data.ts).
 */
export async function deleteEntry(userId: string, id: number): Promise<void> {
  const gone = await writing(userId, () => trashRow("time_entry", userId, id));
  if (!gone) throw notFound("Time entry");
}

/**
 * POST /api/time-entries/{id}/restore: Undo of a delete, the entry back as it was (same id, day,
 * minutes and flags). 404 when there is nothing to restore or its habit is gone; 409 when it was a
 * running timer and another one runs now.
 */
export async function restoreEntry(userId: string, id: number): Promise<TimeEntryDto> {
  try {
    if (!(await writing(userId, () => restoreRow("time_entry", userId, id))))
      throw notFound("Deleted time entry");
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict("Another timer is running. Stop it before bringing this one back.");
    throw err;
  }
  const db = await getDb();
  const [row] = await db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.userId, userId), eq(timeEntries.id, id)));
  if (!row) throw notFound("Deleted time entry");
  return entry(row);
}
