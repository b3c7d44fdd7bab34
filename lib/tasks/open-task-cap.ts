// The cap on open tasks per user (MAX_OPEN_TASKS, lib/tasks/limits.ts), checked before a write
// that adds open tasks: creating, and ticking a completed task back to open. Parallel requests
// can pass the check together (at most their number over the cap): the cap bounds work, it does
// not need to be exact, and a lock on every create would cost the one-statement insert.
import "server-only";
import { and, count, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { tasks } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { MAX_OPEN_TASKS } from "./limits";
import { countOf } from "@/lib/db/rows";
import { pgErrorCode } from "@/lib/db/errors";

// Here, not in limits.ts: the dashboard's form imports that file, and a number formatted at a
// module's top level wakes the browser's ICU while the dashboard hydrates (docs/decisions/dashboard-paint.md).
export const TOO_MANY_OPEN_TASKS = `You have ${MAX_OPEN_TASKS.toLocaleString("en-US")} open tasks, the most a list can hold. Complete or delete some before adding more.`;

const tooMany = () => new ApiError("TOO_MANY_OPEN_TASKS", TOO_MANY_OPEN_TASKS);

async function openTaskCount(userId: string): Promise<number> {
  const db = await getDb();
  return countOf(
    await db
      .select({ n: count() })
      .from(tasks)
      .where(and(eq(tasks.userId, userId), eq(tasks.completed, false))),
  );
}

/** 400 when `adding` more open tasks would pass the cap. */
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
 * The cap checked inside the insert itself (createTasks), so a create costs one round trip instead
 * of a count and then the insert: the `order` of a new row `below` places above the user's current
 * top when `adding` more open tasks fit, else NULL. Put on a NOT NULL column, a NULL makes the
 * statement fail as a whole (nothing is inserted), and `isOverCap` recognises that failure to
 * answer TOO_MANY_OPEN_TASKS. The cap and the top come from one scan of the user's tasks (two
 * subqueries before: a PGlite insert took 1.5-2.5 ms, now 1.2-1.8 ms; docs/decisions/api-performance.md).
 */
export function orderOnTopIfRoom(
  userId: string | Placeholder,
  adding: number | Placeholder,
  below: number,
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
  return sql`(SELECT CASE WHEN ${room} THEN coalesce(min(${tasks.order}), 0) - ${below}::int END FROM ${tasks} WHERE ${tasks.userId} = ${userId})`;
}

/** Throws TOO_MANY_OPEN_TASKS for the failure `ifRoomForOpenTasks` causes; other errors pass. */
export function rethrowOverCap(err: unknown): never {
  // 23502: not_null_violation, only from the guard (every other value of the insert is set).
  if (pgErrorCode(err) === "23502") throw tooMany();
  throw err;
}
