// The user's task list as GET /api/tasks sends it: JSON text that Postgres builds, kept per user in
// this process (lib/tasks/list-cache.ts) and asked for again only when it may have changed.
import "server-only";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { databaseIsProcessLocal, getDb, type Db } from "@/db/client";
import { taskItems, tasks, timeEntries } from "@/db/schema";
import type { TaskDto } from "./schemas";
import { cachedTaskList, fingerprintedTaskList, taskListCacheOn } from "./list-cache";
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
 * What the list is made of, as a short text that changes with every committed write to the user's
 * tasks or checklist items: each row's id and xmin (the transaction that wrote the row version a
 * reader sees). An insert adds an id, a delete removes one, an update gives its row a new xmin, and
 * a finished transaction's xid is never the xmin of a later version, so two different lists never
 * share a fingerprint. It costs an index scan of the user's rows (~0.1 ms of PostgreSQL's time on
 * 200 tasks, a fifth of building the list; docs/decisions/task-list-cache.md), needs nothing of any writer, and
 * sees writes of every instance and script that share the database.
 */
const fingerprint = (userId: ReturnType<typeof sql.placeholder>) => sql`md5(
  coalesce((SELECT string_agg(${tasks.id}::text || '.' || ${tasks}.xmin::text, ',' ORDER BY ${tasks.id})
    FROM ${tasks} WHERE ${tasks.userId} = ${userId}), '') || '|' ||
  coalesce((SELECT string_agg(${taskItems.id}::text || '.' || ${taskItems}.xmin::text, ',' ORDER BY ${taskItems.id})
    FROM ${taskItems} WHERE ${taskItems.userId} = ${userId}), '') || '|' ||
  coalesce((SELECT string_agg(${timeEntries.id}::text || '.' || ${timeEntries}.xmin::text, ',' ORDER BY ${timeEntries.id})
    FROM ${timeEntries} WHERE ${timeEntries.userId} = ${userId}), ''))`;

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
 * The statements behind listTasksJson, prepared once per database handle: PostgreSQL parses each
 * once per connection (a named statement) instead of on every call, and drizzle does not build its
 * text again each time (docs/decisions/task-list-cache.md).
 * - `ifChanged` returns the list's fingerprint, and the list only when the fingerprint is not
 *   `known`: the list is built in the same snapshot as its fingerprint, and not at all when the
 *   copy the caller holds is still the list. OFFSET 0 keeps the fingerprint a subquery of its own:
 *   pulled up, it was computed once for each place that names it.
 * - `list` is the list alone, for the embedded database, where no fingerprint is needed.
 */
function listStatements(db: Db) {
  const userId = sql.placeholder("userId");
  return {
    ifChanged: db
      .select({
        fingerprint: sql<string>`fp.value`,
        json: sql<
          string | null
        >`CASE WHEN fp.value IS NOT DISTINCT FROM ${sql.placeholder("known")}::text
          THEN NULL ELSE ${listJson(userId)} END`,
      })
      .from(sql`(SELECT ${fingerprint(userId)} AS value OFFSET 0) AS fp`)
      .prepare("list_tasks_json_if_changed"),
    list: db
      .select({ json: sql<string>`${listJson(userId)}` })
      .from(sql`(SELECT 1) AS one`)
      .prepare("list_tasks_json"),
  };
}
const statementsOf = perDatabase(listStatements);

/** One read: the list's fingerprint, and the list unless the fingerprint is `known`. */
export async function readTaskList(
  db: Db,
  userId: string,
  known: string | null,
): Promise<{ fingerprint: string; json: string | null }> {
  const [row] = await statementsOf(db).ifChanged.execute({ userId, known });
  return row!;
}

/**
 * The user's tasks as the JSON text of TaskDto[] (GET /api/tasks sends it as is), in list order.
 * Nothing is parsed into objects only to be serialised again. tests/api/tasks-list.test.ts checks
 * that it equals JSON.stringify of the DTOs byte for byte.
 * - Embedded database: this process sees every write, so a list is served from memory until the
 *   user's next write (no query at all).
 * - Shared database (DATABASE_URL): other instances write too, so each read asks the database for
 *   the fingerprint, and for the list only when it changed.
 */
export async function listTasksJson(userId: string): Promise<string> {
  const db = await getDb();
  if (!taskListCacheOn()) return (await statementsOf(db).list.execute({ userId }))[0]!.json;
  if (databaseIsProcessLocal()) {
    return cachedTaskList(
      db,
      userId,
      async () => (await statementsOf(db).list.execute({ userId }))[0]!.json,
    );
  }
  return fingerprintedTaskList(db, userId, (known) => readTaskList(db, userId, known));
}

export async function listTasks(userId: string): Promise<TaskDto[]> {
  return JSON.parse(await listTasksJson(userId)) as TaskDto[];
}
