// Turning a journal entry into tasks: the reviewed/manual list, saved all-or-nothing.
import { eq, min } from "drizzle-orm";
import { getDb } from "@/db/client";
import { tasks } from "@/db/schema";
import { badRequest } from "@/lib/http/errors";
import type { Category } from "@/lib/categories";
import { toTaskDto } from "@/lib/tasks/tasks";
import type { TaskDto } from "@/lib/tasks/schemas";
import { getJournal } from "./journals";
import { NO_TASKS_GIVEN, type JournalTasksInput } from "./schemas";

export type NewJournalTask = { description: string; category: Category; aiCategory: Category | null };

/**
 * Inserts the rows in one transaction, on top of the user's list in the order given (the same
 * "new tasks go to the top" rule as createTask, which cannot join a transaction).
 */
export async function insertTasks(userId: string, rows: NewJournalTask[]): Promise<TaskDto[]> {
  if (rows.length === 0) return [];
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [top] = await tx.select({ value: min(tasks.order) }).from(tasks).where(eq(tasks.userId, userId));
    const first = (top?.value ?? 0) - rows.length;
    const inserted = await tx
      .insert(tasks)
      .values(rows.map((r, i) => ({ userId, description: r.description, category: r.category, aiCategory: r.aiCategory, order: first + i })))
      .returning();
    return inserted.sort((a, b) => a.order - b.order).map(toTaskDto);
  });
}

/** POST /api/journals/{id}/manual-tasks: blank rows are dropped; at least one must remain (spec §5). */
export async function createJournalTasks(
  userId: string,
  journalId: number,
  input: JournalTasksInput,
): Promise<{ message: string; tasks: TaskDto[] }> {
  await getJournal(userId, journalId);
  const rows = input.tasks
    .map((t) => ({ description: t.description.trim(), category: t.category, aiCategory: t.aiCategory ?? null }))
    .filter((t) => t.description !== "");
  if (rows.length === 0) throw badRequest(NO_TASKS_GIVEN, "tasks");
  const created = await insertTasks(userId, rows);
  return { message: `Created ${created.length} task${created.length === 1 ? "" : "s"}`, tasks: created };
}
