// POST /api/tasks adds one task: the same INSERT every time, so it is prepared once per database
// handle (drizzle builds its text once; PostgreSQL parses it once per connection) instead of
// being built and parsed on every call. Building it was ~9% of the server's time per POST in a
// profile under load (docs/decisions/embedded-database.md, issue 30). Several rows at once go through createTasks'
// statement.
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { Task } from "@/db/schema";
import { maxTasksPerAccount, orderOnTopIfRoom } from "./open-task-cap";
import { perDatabase } from "@/lib/db/prepared";
import type { NewTask } from "./new-task";
import {
  insertFields,
  newTaskValues,
  TASK_COLUMNS,
  type TaskColumns,
  type TaskInsert,
} from "./task-columns";
import { preparedTaskWrite } from "./write";

const p = (name: string) => sql.placeholder(name);

/**
 * The insert of one task: a placeholder for each column a new task takes from its input (named as
 * the input names it, lib/tasks/task-columns.ts), its completion time and place computed in the
 * statement. `name` names the prepared statement (one name, one text per connection).
 */
export function insertStatement(db: Db, map: TaskColumns = TASK_COLUMNS, name = "insert_task") {
  const values = {
    userId: p("userId"),
    ...Object.fromEntries(insertFields(map).map(([input, spec]) => [spec.column, p(input)])),
    // A placeholder takes its column's mapping, which fails on null: the time is the database's.
    completedAt: sql`CASE WHEN ${p("completed")}::boolean THEN now() END`,
    order: orderOnTopIfRoom(p("userId"), p("adding"), 1, 1, p("maxTasks")),
  };
  return preparedTaskWrite((w) =>
    w
      .insert(db)
      .values(values as unknown as TaskInsert)
      .returning()
      .prepare(name),
  );
}

const statementFor = perDatabase((db: Db) => insertStatement(db));

/**
 * Inserts one task on top of the user's list, the caps checked in the statement (over one, the
 * statement fails with 23502: rethrowOverCap). The held copy of the list is marked (writeTasks).
 */
export async function insertTask(db: Db, userId: string, row: NewTask): Promise<Task> {
  const [inserted] = await statementFor(db)(userId, {
    userId,
    ...newTaskValues(row, TASK_COLUMNS),
    adding: row.completed ? 0 : 1,
    maxTasks: maxTasksPerAccount(),
  });
  return inserted!;
}
