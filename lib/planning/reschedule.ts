// Moving tasks to another day in one step (issue 27): "Move all to today" and the row's quick menu.
import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { tasks } from "@/db/schema";
import { notFound } from "@/lib/errors/api-error";
import { writeTasks } from "@/lib/tasks/write";
import type { RescheduleInput } from "./schemas";

/**
 * Gives the user's tasks `ids` the day `dueDate`, all or none: one UPDATE whose condition also
 * counts the user's rows among `ids`, so when any id is another user's or unknown nothing is
 * written and the answer is 404. A recurring task moves this occurrence only: its rule stays and the
 * next one is reckoned from the new day when it is ticked. A time stays with the task; "no date"
 * (null) clears the time and the rule with the date, as a PATCH does.
 */
export async function rescheduleTasks(
  userId: string,
  { ids, dueDate }: RescheduleInput,
): Promise<{ updated: number }> {
  const db = await getDb();
  const mine = sql`(SELECT count(*)::int FROM ${tasks} WHERE ${tasks.userId} = ${userId} AND ${inArray(tasks.id, ids)})`;
  const rows = await writeTasks(userId, (w) =>
    w
      .update(db)
      .set(dueDate === null ? { dueDate: null, dueTime: null, recurrence: null } : { dueDate })
      .where(and(eq(tasks.userId, userId), inArray(tasks.id, ids), sql`${mine} = ${ids.length}`))
      .returning({ id: tasks.id }),
  );
  if (rows.length !== ids.length) throw notFound("Task");
  return { updated: rows.length };
}
