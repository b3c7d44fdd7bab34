// Task data functions. Every query is scoped by the signed-in user's id.
import "server-only";
import { and, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { calendarSeries, tasks, timeEntries } from "@/db/schema";
import { badRequest, notFound } from "@/lib/errors/api-error";
import type { Category } from "@/lib/categories";
import type { CreateTaskInput, ReorderInput, TaskDto } from "./schemas";
import { insertTask } from "./insert-task";
import type { NewTask } from "./new-task";
import {
  assertRoomForOpenTasks,
  assertRoomForTasks,
  maxTasksPerAccount,
  orderOnTopIfRoom,
  rethrowOverCap,
} from "./open-task-cap";
import { restoreRow, trashedRow, trashRow } from "@/lib/trash/data";
import { listTaskItems } from "./items";
import { assertOwnGoal } from "./goal-link";
import type { TaskItemDto } from "./shapes";
import { newTaskColumns, TASK_COLUMNS, toTaskDto } from "./task-columns";
import { writeTasks } from "./write";

export const owned = (userId: string, id: number) =>
  and(eq(tasks.userId, userId), eq(tasks.id, id));

export async function getTask(userId: string, id: number): Promise<TaskDto> {
  const db = await getDb();
  const [row] = await db.select().from(tasks).where(owned(userId, id));
  if (!row) throw notFound("Task");
  return toTaskDto(row);
}

/** GET /api/tasks/{id}: the task with its checklist items, in their order. */
export async function getTaskWithItems(
  userId: string,
  id: number,
): Promise<TaskDto & { items: TaskItemDto[] }> {
  const task = await getTask(userId, id);
  return { ...task, items: await listTaskItems(userId, id) };
}

/**
 * Inserts tasks on top of the user's list, in the order given, so what was just added is always in
 * view. One INSERT statement whatever the count (so several rows are saved all-or-nothing), and one
 * round trip: each row's order is computed in it from the user's current top (the statement does
 * not see its own rows), and the open-task cap is checked in it too (orderOnTopIfRoom).
 */
export async function createTasks(userId: string, rows: NewTask[]): Promise<TaskDto[]> {
  if (rows.length === 0) return [];
  const opening = rows.filter((r) => !r.completed).length;
  const maxTasks = maxTasksPerAccount();
  const db = await getDb();
  if (rows.length === 1) {
    return [toTaskDto(await insertTask(db, userId, rows[0]!).catch(rethrowOverCap(userId, 1)))];
  }
  const inserted = await writeTasks(userId, (w) =>
    w
      .insert(db)
      .values(
        rows.map((r, i) => ({
          ...newTaskColumns(r, TASK_COLUMNS),
          userId,
          completedAt: r.completed ? new Date() : null,
          order: orderOnTopIfRoom(userId, opening, rows.length - i, rows.length, maxTasks),
        })),
      )
      .returning()
      .catch(rethrowOverCap(userId, rows.length)),
  );
  return inserted.sort((a, b) => a.order - b.order).map(toTaskDto);
}

/** POST /api/tasks: the dashboard's add flow always takes the AI's category, so it is remembered. */
export async function createTask(
  userId: string,
  input: CreateTaskInput,
  opts: { aiCategory?: Category | null } = {},
): Promise<TaskDto> {
  const aiCategory = opts.aiCategory === undefined ? input.category : opts.aiCategory;
  if (input.goalId) await assertOwnGoal(userId, input.goalId);
  const [task] = await createTasks(userId, [{ ...input, aiCategory }]);
  return task!;
}

/** Deletes the task, restorable for a day (lib/trash/data.ts). */
export async function deleteTask(userId: string, id: number): Promise<void> {
  const deleted = await writeTasks(userId, () => trashRow("task", userId, id));
  if (!deleted) throw notFound("Task");
}

/** Undo of a delete: the task comes back with its id, area, place, star, dates and text. */
export async function restoreTask(userId: string, id: number): Promise<TaskDto> {
  const stored = await trashedRow("task", userId, id);
  if (!stored) throw notFound("Deleted task");
  if (stored.completed === false) await assertRoomForOpenTasks(userId, 1);
  await assertRoomForTasks(userId, 1);
  if (!(await writeTasks(userId, () => restoreRow("task", userId, id))))
    throw notFound("Deleted task");
  return getTask(userId, id);
}

/**
 * One statement whatever the list length (a statement is atomic, so no transaction round trips):
 * lock the user's named rows in id order, then write the new order of the rows whose order
 * actually changes. Rows of other users never match, so foreign ids are left alone; `updated`
 * counts the user's rows named, changed or not.
 *
 * Locking in id order first matters on a real server: an UPDATE alone locks rows in whatever order
 * its plan visits them, and two reorders of the same list could then deadlock (one fails with a
 * 500). Every row is locked by `locked` before the UPDATE can reach it, so locks are always taken
 * in id order. The unchanged-row test uses the order `locked` returns, which FOR UPDATE re-reads
 * after waiting for a concurrent writer, so a concurrent reorder that committed first is never
 * half kept. tests/api/tasks-list.test.ts races both hazards (run it on PostgreSQL with
 * scripts/with-postgres.sh), as do the load and fault runs (tests/load/reorder-race.ts).
 */
export async function reorderTasks(
  userId: string,
  input: ReorderInput,
): Promise<{ updated: number }> {
  const db = await getDb();
  const ids = `{${input.tasks.map((t) => t.id).join(",")}}`;
  const orders = `{${input.tasks.map((t) => t.order).join(",")}}`;
  const result = await writeTasks(userId, ({ table }) =>
    db.execute(sql`
      WITH wanted AS (SELECT * FROM unnest(${ids}::int[], ${orders}::int[]) AS w(id, ord)),
      locked AS MATERIALIZED (
        SELECT ${tasks.id} AS id, ${tasks.order} AS ord FROM ${tasks}
        WHERE ${tasks.userId} = ${userId} AND ${tasks.id} = ANY(${ids}::int[])
        ORDER BY ${tasks.id} FOR UPDATE
      ),
      changed AS (
        UPDATE ${table} SET "order" = wanted.ord
        FROM locked JOIN wanted ON wanted.id = locked.id
        WHERE ${tasks.id} = locked.id AND locked.ord <> wanted.ord
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM locked)::int AS matched, (SELECT count(*) FROM changed)::int AS changed
    `),
  );
  const [row] = (result as unknown as { rows: { matched: number | string }[] }).rows;
  return { updated: Number(row?.matched ?? 0) };
}

/**
 * The weekly review's focus tasks: starred, and due by `dueBy` (the last day of the week they are
 * the focus of) unless they are due sooner already or repeat (a rule's dates stay the rule's).
 * Every id must name one of the user's open tasks, else nothing is written: 404 for a missing or
 * another user's task, 400 for a completed one.
 */
export async function markFocusTasks(
  userId: string,
  ids: number[],
  dueBy: string,
): Promise<TaskDto[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const found = await db
    .select({ id: tasks.id, completed: tasks.completed })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), inArray(tasks.id, ids)));
  if (found.length !== ids.length) throw notFound("Task");
  const done = found.find((t) => t.completed);
  if (done)
    throw badRequest(`Focus tasks must be open: task ${done.id} is completed`, "focusTaskIds");
  const rows = await writeTasks(userId, (w) =>
    w
      .update(db)
      .set({
        important: true,
        dueDate: sql`CASE WHEN ${tasks.recurrence} IS NULL AND (${tasks.dueDate} IS NULL OR ${tasks.dueDate} > ${dueBy}::date) THEN ${dueBy}::date ELSE ${tasks.dueDate} END`,
      })
      .where(and(eq(tasks.userId, userId), inArray(tasks.id, ids)))
      .returning(),
  );
  return rows.map(toTaskDto);
}

/** Tasks the user moved away from the AI's suggestion: per-user examples for the categoriser. */
export async function correctionExamples(
  userId: string,
  limit = 200,
): Promise<{ description: string; category: Category }[]> {
  const db = await getDb();
  const rows = await db
    .select({ description: tasks.description, category: tasks.category })
    .from(tasks)
    .where(
      and(
        eq(tasks.userId, userId),
        isNotNull(tasks.aiCategory),
        ne(tasks.category, tasks.aiCategory),
      ),
    )
    .orderBy(desc(tasks.createdAt))
    .limit(limit);
  // Issue 44: an event series moved to another area teaches the categorizer the same way.
  const series = await db
    .select({ description: calendarSeries.title, category: calendarSeries.category })
    .from(calendarSeries)
    .where(
      and(
        eq(calendarSeries.userId, userId),
        ne(calendarSeries.category, calendarSeries.aiCategory),
      ),
    )
    .orderBy(desc(calendarSeries.id))
    .limit(limit);
  return [...rows, ...series].slice(0, limit) as { description: string; category: Category }[];
}

/** Count of tasks per category, split by completion (for the wheels and the analysis). */
export async function categoryCounts(userId: string): Promise<{
  todo: Record<string, number>;
  completed: Record<string, number>;
  todoMinutes: Record<string, number>;
  completedMinutes: Record<string, number>;
}> {
  const db = await getDb();
  // Minutes (issue 27): the time really spent where there is any (issue 46, as the wheels weigh
  // it), else the estimate, else the user's default estimate.
  const fallback = sql`coalesce((SELECT s.default_estimate_minutes FROM user_settings s WHERE s.user_id = ${userId}), 30)`;
  const spent = sql`nullif((SELECT sum(${timeEntries.minutes}) FROM ${timeEntries} WHERE ${timeEntries.userId} = ${userId} AND ${timeEntries.taskId} = ${tasks.id}), 0)`;
  const rows = await db
    .select({
      category: tasks.category,
      completed: tasks.completed,
      n: sql<number>`count(*)::int`,
      m: sql<number>`sum(coalesce(${spent}, ${tasks.estimateMinutes}, ${fallback}))::int`,
    })
    .from(tasks)
    // The welcome task is not work (issue 47): it counts in no figure.
    .where(and(eq(tasks.userId, userId), eq(tasks.welcome, false)))
    .groupBy(tasks.category, tasks.completed);
  const todo: Record<string, number> = {};
  const completed: Record<string, number> = {};
  const todoMinutes: Record<string, number> = {};
  const completedMinutes: Record<string, number> = {};
  for (const r of rows) {
    (r.completed ? completed : todo)[r.category] = Number(r.n);
    (r.completed ? completedMinutes : todoMinutes)[r.category] = Number(r.m);
  }
  return { todo, completed, todoMinutes, completedMinutes };
}
