// POST /api/tasks adds one task: the same INSERT every time, so it is prepared once per database
// handle (drizzle builds its text once; PostgreSQL parses it once per connection) instead of
// being built and parsed on every call. Building it was ~9% of the server's time per POST in a
// profile under load (docs/decisions/embedded-database.md, issue 30). Several rows at once go through createTasks'
// statement.
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { tasks, type Task } from "@/db/schema";
import { maxTasksPerAccount, orderOnTopIfRoom } from "./open-task-cap";
import { writing } from "./list-cache";
import { perDatabase } from "@/lib/db/prepared";
import type { NewTask } from "./new-task";

const p = (name: string) => sql.placeholder(name);

function insertStatement(db: Db) {
  return db
    .insert(tasks)
    .values({
      userId: p("userId"),
      description: p("description"),
      category: p("category"),
      aiCategory: p("aiCategory"),
      completed: p("completed"),
      important: p("important"),
      // A placeholder takes its column's mapping, which fails on null: the time is the database's.
      completedAt: sql`CASE WHEN ${p("completed")}::boolean THEN now() END`,
      dueDate: p("dueDate"),
      dueTime: p("dueTime"),
      recurrence: p("recurrence"),
      estimateMinutes: p("estimateMinutes"),
      notes: p("notes"),
      goalId: p("goalId"),
      order: orderOnTopIfRoom(p("userId"), p("adding"), 1, 1, p("maxTasks")),
    })
    .returning()
    .prepare("insert_task");
}

const statementFor = perDatabase(insertStatement);

/** A new task's own columns, as both inserts write them (a time and a repeat only with a date). */
export function newTaskColumns(row: NewTask) {
  return {
    description: row.description,
    category: row.category,
    aiCategory: row.aiCategory,
    completed: row.completed ?? false,
    important: row.important ?? false,
    dueDate: row.dueDate ?? null,
    dueTime: row.dueDate ? (row.dueTime ?? null) : null,
    recurrence: row.dueDate ? (row.recurrence ?? null) : null,
    estimateMinutes: row.estimateMinutes ?? null,
    notes: row.notes ?? null,
    goalId: row.goalId ?? null,
  };
}

/**
 * Inserts one task on top of the user's list, the caps checked in the statement (over one, the
 * statement fails with 23502: rethrowOverCap). The held copy of the list is marked (writing).
 */
export async function insertTask(db: Db, userId: string, row: NewTask): Promise<Task> {
  const [inserted] = await writing(userId, () =>
    statementFor(db).execute({
      userId,
      ...newTaskColumns(row),
      adding: row.completed ? 0 : 1,
      maxTasks: maxTasksPerAccount(),
    }),
  );
  return inserted!;
}
