// "Snooze 1 h": the task's reminder comes again an hour from now, on every device of the user.
import "server-only";
import { and, asc, eq, gt } from "drizzle-orm";
import { getDb } from "@/db/client";
import { pushSnoozes, tasks } from "@/db/schema";
import { badRequest, notFound } from "@/lib/errors/api-error";
import { SNOOZE_MINUTES } from "./due";

export async function snoozeTask(
  userId: string,
  taskId: number,
  now = new Date(),
): Promise<{ taskId: number; remindAt: string }> {
  const db = await getDb();
  const [task] = await db
    .select({ completed: tasks.completed })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId)));
  if (!task) throw notFound("Task");
  if (task.completed) throw badRequest("A completed task cannot be snoozed");
  const remindAt = new Date(now.getTime() + SNOOZE_MINUTES * 60_000);
  // One pending snooze per task: a second Snooze replaces the first.
  await db
    .delete(pushSnoozes)
    .where(and(eq(pushSnoozes.userId, userId), eq(pushSnoozes.taskId, taskId)));
  await db.insert(pushSnoozes).values({ userId, taskId, remindAt });
  return { taskId, remindAt: remindAt.toISOString() };
}

/** The user's snoozed reminders still to come, soonest first. */
export async function listSnoozes(
  userId: string,
  now = new Date(),
): Promise<{ taskId: number; remindAt: string }[]> {
  const db = await getDb();
  const rows = await db
    .select({ taskId: pushSnoozes.taskId, remindAt: pushSnoozes.remindAt })
    .from(pushSnoozes)
    .where(and(eq(pushSnoozes.userId, userId), gt(pushSnoozes.remindAt, now)))
    .orderBy(asc(pushSnoozes.remindAt));
  return rows.map((r) => ({ taskId: r.taskId, remindAt: r.remindAt.toISOString() }));
}
