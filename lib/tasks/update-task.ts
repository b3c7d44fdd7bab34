// PATCH /api/tasks/{id}: ticks, stars, text and schedule edits, and the next occurrence a ticked
// recurring task makes. Every query is scoped by the signed-in user's id.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { taskItems, tasks, type Task } from "@/db/schema";
import { badRequest, notFound } from "@/lib/errors/api-error";
import { userTimeZone } from "@/lib/settings/data";
import type { UpdatedTaskDto, UpdateTaskInput } from "./schemas";
import { DUE_TIME_NEEDS_DATE, RECURRENCE_NEEDS_DATE } from "./due-dates";
import { todayIn } from "@/lib/time/clock";
import { nextOccurrence } from "./recurrence";
import { assertRoomForTasks, assertRoomToReopen } from "./open-task-cap";
import { assertOwnGoal } from "./goal-link";
import { occurrenceCopy, toTaskDto } from "./task-columns";
import { writeTasks } from "./write";
import { getTask, owned } from "./data";

export async function updateTask(
  userId: string,
  id: number,
  patch: UpdateTaskInput,
): Promise<UpdatedTaskDto> {
  const db = await getDb();
  if (patch.goalId) await assertOwnGoal(userId, patch.goalId);
  if (patch.completed === false) await assertRoomToReopen(userId, id);
  const touchesSchedule =
    patch.dueDate !== undefined || patch.dueTime !== undefined || patch.recurrence !== undefined;
  // Ticks, stars and text edits of tasks without a rule stay one statement.
  if (!touchesSchedule && patch.completed !== true)
    return toTaskDto(await setTaskFields(userId, id, patch));
  const [current] = await db.select().from(tasks).where(owned(userId, id));
  if (!current) throw notFound("Task");
  // An edit of the schedule sets the series itself: a plan's override of this occurrence ends,
  // and what the edit leaves out is the series' own (issue 47).
  const schedule = touchesSchedule ? seriesEdit(current, patch) : {};
  const due = { ...pickSchedule(current), ...schedule };
  if (patch.completed !== true || current.completed || !due.recurrence || !due.dueDate) {
    return toTaskDto(await setTaskFields(userId, id, { ...patch, ...schedule }));
  }
  return completeOccurrence(
    userId,
    current,
    { ...patch, ...schedule },
    due.recurrence,
    due.dueDate,
  );
}

type Schedule = Pick<Task, "dueDate" | "dueTime" | "recurrence">;

type ScheduleWrite = Partial<Schedule> & { seriesSchedule?: null };
type TaskWrite = UpdateTaskInput & { seriesSchedule?: null };

/** The schedule a PATCH writes; the time it leaves out is the series' own, not a plan's override. */
function seriesEdit(current: Task, patch: UpdateTaskInput): ScheduleWrite {
  const out: ScheduleWrite = mergedSchedule(current, patch);
  if (!current.seriesSchedule) return out;
  if (out.dueDate && patch.dueTime === undefined) out.dueTime = current.seriesSchedule.dueTime;
  return { ...out, seriesSchedule: null };
}
const pickSchedule = (t: Task): Schedule => ({
  dueDate: t.dueDate,
  dueTime: t.dueTime,
  recurrence: t.recurrence,
});

/**
 * The schedule after a PATCH: a time or a rule needs a date, counting the stored one; clearing
 * the date (null) clears the time and the rule with it.
 */
function mergedSchedule(current: Task, patch: UpdateTaskInput): Partial<Schedule> {
  const dueDate = patch.dueDate === undefined ? current.dueDate : patch.dueDate;
  if (!dueDate) {
    if (patch.dueTime) throw badRequest(DUE_TIME_NEEDS_DATE, "dueTime");
    if (patch.recurrence) throw badRequest(RECURRENCE_NEEDS_DATE, "recurrence");
    return { dueDate: null, dueTime: null, recurrence: null };
  }
  const out: Partial<Schedule> = { dueDate };
  if (patch.dueTime !== undefined) out.dueTime = patch.dueTime;
  if (patch.recurrence !== undefined) out.recurrence = patch.recurrence;
  return out;
}

async function setTaskFields(userId: string, id: number, patch: TaskWrite): Promise<Task> {
  const db = await getDb();
  const completedAt =
    patch.completed === undefined ? {} : { completedAt: patch.completed ? new Date() : null };
  // The welcome task given other words is the user's own task from then on (issue 47).
  const ownWords =
    patch.description === undefined
      ? {}
      : { welcome: sql`${tasks.welcome} AND ${tasks.description} = ${patch.description}` };
  const [row] = await writeTasks(userId, (w) =>
    w
      .update(db)
      .set({ ...patch, ...completedAt, ...ownWords })
      .where(owned(userId, id))
      .returning(),
  );
  if (!row) throw notFound("Task");
  return row;
}

/**
 * Ticking a recurring task completes this occurrence (it stays under Completed) and creates the
 * next one in its place in the list: same text, area, star, time and rule. One transaction, and
 * only a tick that really flips the row creates anything, so a double tick cannot make two.
 */
async function completeOccurrence(
  userId: string,
  current: Task,
  patch: TaskWrite,
  rule: string,
  dueDate: string,
): Promise<UpdatedTaskDto> {
  const db = await getDb();
  // A plan's override of this occurrence (issue 47) is not the series: the next one follows the
  // series' own day and time.
  const series = current.seriesSchedule;
  const nextDate = nextOccurrence(
    rule,
    series && !patch.dueDate ? series.dueDate : dueDate,
    todayIn(await userTimeZone(userId)),
  );
  // The next occurrence is a new row: a full account says so rather than end the series quietly.
  if (nextDate) await assertRoomForTasks(userId, 1);
  const { done, next } = await writeTasks(userId, (w) =>
    db.transaction(async (tx) => {
      const [done] = await w
        .update(tx)
        .set({ ...patch, completed: true, completedAt: new Date() })
        .where(and(owned(userId, current.id), eq(tasks.completed, false)))
        .returning();
      if (!done || !nextDate) return { done, next: undefined };
      // The columns the map marks as copied (lib/tasks/task-columns.ts), and the next day.
      const [next] = await w
        .insert(tx)
        .values({
          ...occurrenceCopy(done),
          userId,
          dueDate: nextDate,
          dueTime: series && !patch.dueDate ? series.dueTime : done.dueTime,
        } as typeof tasks.$inferInsert)
        .returning();
      // The next occurrence gets the same checklist, every item unticked.
      if (next) {
        await tx.execute(sql`
          INSERT INTO ${taskItems} (task_id, user_id, text, done, "order")
          SELECT ${next.id}, user_id, text, false, "order" FROM ${taskItems}
          WHERE ${taskItems.taskId} = ${done.id} AND ${taskItems.userId} = ${userId}
        `);
      }
      return { done, next };
    }),
  );
  // Ticked meanwhile by another request: answer with the row as it now is, creating nothing.
  if (!done) return getTask(userId, current.id);
  return next ? { ...toTaskDto(done), next: toTaskDto(next) } : toTaskDto(done);
}
