// The caps on a user's tasks: open tasks (MAX_OPEN_TASKS, lib/tasks/shapes.ts), checked before a
// write that adds open tasks (creating, and ticking a completed task back to open), and every task
// the account holds, open and completed (maxTasksPerAccount: docs/decisions/task-caps.md), checked
// before every write that adds a row. Parallel requests can pass a check together (at most their
// number over the cap): the caps bound work, they need not be exact, and a lock on every create
// would cost the one-statement insert.
import "server-only";
import { and, count, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { tasks } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { DEFAULT_MAX_TASKS_PER_ACCOUNT, MAX_OPEN_TASKS } from "./shapes";
import { countOf } from "@/lib/db/rows";
import { pgErrorCode } from "@/lib/db/errors";

// Here, not in shapes.ts: the dashboard's form imports that file, and a number formatted at a
// module's top level wakes the browser's ICU while the dashboard hydrates (docs/decisions/dashboard-paint.md).
export const TOO_MANY_OPEN_TASKS = `You have ${MAX_OPEN_TASKS.toLocaleString("en-US")} open tasks, the most a list can hold. Complete or delete some before adding more.`;

const tooMany = () => new ApiError("TOO_MANY_OPEN_TASKS", TOO_MANY_OPEN_TASKS);

/**
 * Tasks one account may hold, open and completed: MAX_TASKS_PER_ACCOUNT, else 25,000
 * (docs/decisions/task-caps.md). Read on every check, so a test can lower it.
 */
export function maxTasksPerAccount(): number {
  const n = Number(process.env.MAX_TASKS_PER_ACCOUNT);
  return Number.isSafeInteger(n) && n > 0 ? n : DEFAULT_MAX_TASKS_PER_ACCOUNT;
}

/** What a create past the account's cap answers: what happened, and what to do about it. */
export const tooManyTasksMessage = (max: number) =>
  `Your account holds ${max.toLocaleString("en-US")} tasks, the most one account can keep. ` +
  "Delete completed tasks you no longer need (Settings can export them first) before adding more.";

const tooManyTasks = () =>
  new ApiError("TOO_MANY_TASKS", tooManyTasksMessage(maxTasksPerAccount()));

async function taskCount(userId: string): Promise<number> {
  const db = await getDb();
  return countOf(await db.select({ n: count() }).from(tasks).where(eq(tasks.userId, userId)));
}

/** 409 TOO_MANY_TASKS when `adding` more rows would pass the account's cap. */
export async function assertRoomForTasks(userId: string, adding: number): Promise<void> {
  if (adding > 0 && (await taskCount(userId)) + adding > maxTasksPerAccount()) throw tooManyTasks();
}

async function openTaskCount(userId: string): Promise<number> {
  const db = await getDb();
  return countOf(
    await db
      .select({ n: count() })
      .from(tasks)
      .where(and(eq(tasks.userId, userId), eq(tasks.completed, false))),
  );
}

/** 400 when `adding` more open tasks would pass the cap (the account's cap is checked apart). */
export async function assertRoomForOpenTasks(userId: string, adding: number): Promise<void> {
  if (adding > 0 && (await openTaskCount(userId)) + adding > MAX_OPEN_TASKS) throw tooMany();
}

/** 400 when reopening task `id` (completed now) would pass the cap; nothing to check otherwise. */
export async function assertRoomToReopen(userId: string, id: number): Promise<void> {
  if ((await openTaskCount(userId)) < MAX_OPEN_TASKS) return;
  const db = await getDb();
  const [row] = await db
    .select({ completed: tasks.completed })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.id, id)));
  if (row?.completed) throw tooMany();
}

/**
 * The caps checked inside the insert itself (createTasks), so a create costs one round trip instead
 * of counts and then the insert: the `order` of a new row `below` places above the user's current
 * top when `adding` more open tasks and `rows` more tasks fit, else NULL. Put on a NOT NULL column,
 * a NULL makes the statement fail as a whole (nothing is inserted), and `rethrowOverCap` recognises
 * that failure to answer which cap it was. The caps and the top come from one scan of the user's
 * tasks (two subqueries before: a PGlite insert took 1.5-2.5 ms, now 1.2-1.8 ms;
 * docs/decisions/api-performance.md).
 */
export function orderOnTopIfRoom(
  userId: string | Placeholder,
  adding: number | Placeholder,
  below: number,
  rows: number,
  maxTasks: number | Placeholder,
): SQL {
  const fits = sql`count(*) FILTER (WHERE NOT ${tasks.completed}) + ${adding}::int <= ${MAX_OPEN_TASKS}::int`;
  // A prepared statement (lib/tasks/insert-task.ts) is told `adding` when it runs: adding nothing
  // (a task created done) is always allowed, as when it is known here.
  const room =
    typeof adding !== "number"
      ? sql`(${adding}::int = 0 OR ${fits})`
      : adding > 0
        ? fits
        : sql`true`;
  const total = sql`count(*) + ${rows}::int <= ${maxTasks}::int`;
  return sql`(SELECT CASE WHEN ${room} AND ${total} THEN coalesce(min(${tasks.order}), 0) - ${below}::int END FROM ${tasks} WHERE ${tasks.userId} = ${userId})`;
}

/**
 * The handler for a failed insert of `rows` tasks: the failure `orderOnTopIfRoom` causes becomes
 * TOO_MANY_TASKS when the account is full (one count, on this rare path only), else
 * TOO_MANY_OPEN_TASKS; other errors pass.
 */
export const rethrowOverCap =
  (userId: string, rows: number) =>
  async (err: unknown): Promise<never> => {
    // 23502: not_null_violation, only from the guard (every other value of the insert is set).
    if (pgErrorCode(err) !== "23502") throw err;
    if ((await taskCount(userId)) + rows > maxTasksPerAccount()) throw tooManyTasks();
    throw tooMany();
  };
