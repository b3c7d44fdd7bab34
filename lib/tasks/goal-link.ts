// A task may name one of the user's goals (issue 45): another user's goal is a 404, like a missing
// one. The check reads the goals table itself, so lib/tasks never imports lib/goals (which writes
// tasks when a goal is deleted, and so imports lib/tasks).
import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { goals } from "@/db/schema";
import { notFound } from "@/lib/errors/api-error";

/** 404 unless the goal is the user's. */
export async function assertOwnGoal(userId: string, goalId: number): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.userId, userId), eq(goals.id, goalId)));
  if (!row) throw notFound("Goal");
}
