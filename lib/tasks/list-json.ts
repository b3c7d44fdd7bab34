// The user's task list as GET /api/tasks sends it: JSON text that Postgres builds, kept per user in
// this process on the embedded database (lib/tasks/list-cache.ts) until the user's next write.
import "server-only";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { taskItems, tasks, timeEntries } from "@/db/schema";
import type { TaskDto } from "./schemas";
import { cachedTaskList, taskListCacheOn } from "./list-cache";
import { perDatabase } from "@/lib/db/prepared";
import { COMPLETED_IN_LIST } from "./completed-pages";
import { TASK_COLUMNS, wireFields, type ColumnSpec, type TaskColumns } from "./task-columns";

/** An ISO-8601 UTC string with milliseconds, exactly like Date.prototype.toISOString. */
const isoUtc = (column: SQLWrapper) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The SELECT list of a task's DTO as the list sends it, from the column map
 * (lib/tasks/task-columns.ts): each field the list sends, in the map's order, as its wire name,
 * written as toTaskDto writes it (row_to_json of it is what JSON.stringify writes of toTaskDto's).
 */
export function dtoColumnsSql(map: TaskColumns): SQL {
  const value = (spec: ColumnSpec): SQLWrapper => {
    const column = tasks[spec.column];
    if (spec.as === "instant") return isoUtc(column);
    if (spec.as === "day") return sql`to_char(${column}, 'YYYY-MM-DD')`;
    return column;
  };
  return sql.join(
    wireFields(map)
      .filter(([, spec]) => spec.inList)
      .map(([name, spec]) => sql`${value(spec)} AS ${sql.identifier(name)}`),
    sql`, `,
  );
}

/**
 * Where a completed task stands among the completed ones, newest first: its completion time to the
 * millisecond (the list sends milliseconds, so a cursor made from a listed task is exact; tasks
 * completed before completion times were kept come last), then its id.
 */
export const completionKey = sql`date_trunc('milliseconds', coalesce(${tasks.completedAt}, '-infinity'::timestamptz))`;

/**
 * What the list holds: every open task, and the COMPLETED_IN_LIST most recently completed ones
 * (docs/decisions/completed-pages.md); older completed tasks come a page at a time.
 */
const inList = (userId: ReturnType<typeof sql.placeholder>) =>
  sql`(NOT ${tasks.completed} OR ${tasks.id} IN (
    SELECT ${tasks.id} FROM ${tasks} WHERE ${tasks.userId} = ${userId} AND ${tasks.completed}
    ORDER BY ${completionKey} DESC, ${tasks.id} DESC LIMIT ${COMPLETED_IN_LIST}))`;

const listOrder = sql`${tasks}."order", ${tasks}.created_at DESC, ${tasks}.id DESC`;

/** The list itself: one JSON value, so one value crosses the driver instead of a row per task. */
const listJson = (userId: ReturnType<typeof sql.placeholder>) =>
  tasksJson(userId, inList(userId), listOrder);

/**
 * Some of the user's tasks (`where`) as the JSON text of TaskDto[] in `order`: one value, built by
 * PostgreSQL, exactly as JSON.stringify would write the DTOs.
 */
export const tasksJson = (
  userId: string | ReturnType<typeof sql.placeholder>,
  where: SQL,
  order: SQL,
) => sql`(SELECT coalesce('[' || string_agg(
    CASE WHEN cl.total > 0 OR te.minutes > 0
      -- A task with a checklist carries its progress (the row's "2/5"), and a task with time
      -- entries its actual minutes (issue 46), as the last keys, written in row_to_json's own
      -- compact style so the text stays what JSON.stringify would write.
      THEN left(row_to_json(dto)::text, -1)
        || CASE WHEN cl.total > 0 THEN ',"checklist":{"done":' || cl.done || ',"total":' || cl.total || '}' ELSE '' END
        || CASE WHEN te.minutes > 0 THEN ',"actualMinutes":' || te.minutes ELSE '' END || '}'
      ELSE row_to_json(dto)::text END,
    -- Written out: "id" and "order" are also names in dto.
    ',' ORDER BY ${order}) || ']', '[]')
  FROM ${tasks}
  -- The user's checklists counted in one pass (a per-task subquery cost ~0.3 ms of PostgreSQL's
  -- time on 200 tasks, a third of the statement: docs/decisions/task-list-cache.md).
  LEFT JOIN (
    SELECT ${taskItems.taskId} AS task_id, count(*)::int AS total,
      count(*) FILTER (WHERE ${taskItems.done})::int AS done
    FROM ${taskItems} WHERE ${taskItems.userId} = ${userId} GROUP BY ${taskItems.taskId}
  ) AS cl ON cl.task_id = ${tasks.id}
  -- Minutes really spent: the user's finished time entries per task, summed in one pass.
  LEFT JOIN (
    SELECT ${timeEntries.taskId} AS task_id, sum(${timeEntries.minutes})::int AS minutes
    FROM ${timeEntries} WHERE ${timeEntries.userId} = ${userId} AND ${timeEntries.taskId} IS NOT NULL
    GROUP BY ${timeEntries.taskId}
  ) AS te ON te.task_id = ${tasks.id}
  CROSS JOIN LATERAL (SELECT ${dtoColumnsSql(TASK_COLUMNS)}) AS dto
  WHERE ${tasks.userId} = ${userId} AND ${where})`;

/**
 * The statement behind listTasksJson, prepared once per database handle: PostgreSQL parses it once
 * per connection (a named statement) instead of on every call, and drizzle does not build its text
 * again each time (docs/decisions/task-list-cache.md).
 */
const listStatement = perDatabase((db: Db) =>
  db
    .select({ json: sql<string>`${listJson(sql.placeholder("userId"))}` })
    .from(sql`(SELECT 1) AS one`)
    .prepare("list_tasks_json"),
);

/**
 * The user's tasks as the JSON text of TaskDto[] (GET /api/tasks sends it as is), in list order.
 * Nothing is parsed into objects only to be serialised again. tests/api/tasks-list.test.ts checks
 * that it equals JSON.stringify of the DTOs byte for byte.
 * - Embedded database: this process sees every write, so a list is served from memory until the
 *   user's next write (no query at all; lib/tasks/list-cache.ts).
 * - Shared database (DATABASE_URL), or TASK_LIST_CACHE=off: every read builds the list. Measured
 *   in issue 42: a held copy checked by a fingerprint saved 6% of the median there, too little for
 *   its code (docs/decisions/task-list-cache.md).
 */
export async function listTasksJson(userId: string): Promise<string> {
  const db = await getDb();
  const read = async () => (await listStatement(db).execute({ userId }))[0]!.json;
  return taskListCacheOn() ? cachedTaskList(db, userId, read) : read();
}

export async function listTasks(userId: string): Promise<TaskDto[]> {
  return JSON.parse(await listTasksJson(userId)) as TaskDto[];
}
