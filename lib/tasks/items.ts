// Checklist items of a task. Every query is scoped by the signed-in user's id; an item or task of
// another user is a 404 like a missing one.
import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { taskItems, tasks, type TaskItem } from "@/db/schema";
import { ApiError, notFound } from "@/lib/errors/api-error";
import { restoreRow, trashedRow, trashRow } from "@/lib/trash/data";
import { writing } from "./list-cache";
import { MAX_TASK_ITEMS, TOO_MANY_TASK_ITEMS, type TaskItemDto } from "./shapes";
import type { UpdateTaskItemInput } from "./item-schemas";

const toTaskItemDto = (i: TaskItem): TaskItemDto => ({
  id: i.id,
  text: i.text,
  done: i.done,
  order: i.order,
});

const ownedItem = (userId: string, id: number) =>
  and(eq(taskItems.userId, userId), eq(taskItems.id, id));

export async function listTaskItems(userId: string, taskId: number): Promise<TaskItemDto[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(taskItems)
    .where(and(eq(taskItems.userId, userId), eq(taskItems.taskId, taskId)))
    .orderBy(asc(taskItems.order), asc(taskItems.id));
  return rows.map(toTaskItemDto);
}

async function assertOwnTask(userId: string, taskId: number): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.id, taskId)));
  if (!row) throw notFound("Task");
}

const tooMany = () => new ApiError("CONFLICT", TOO_MANY_TASK_ITEMS);

/**
 * Adds an item at the end of the task's checklist. The cap is checked in the INSERT itself (the
 * row is only inserted while the task has fewer than MAX_TASK_ITEMS), after locking the task row,
 * so two adds racing for the 50th place cannot both win.
 */
export async function createTaskItem(
  userId: string,
  taskId: number,
  text: string,
): Promise<TaskItemDto> {
  const db = await getDb();
  return writing(userId, () =>
    db.transaction(async (tx) => {
      const [task] = await tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.userId, userId), eq(tasks.id, taskId)))
        .for("update");
      if (!task) throw notFound("Task");
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int`, max: sql<number | null>`max(${taskItems.order})` })
        .from(taskItems)
        .where(eq(taskItems.taskId, taskId));
      if (Number(count?.n ?? 0) >= MAX_TASK_ITEMS) throw tooMany();
      const order = count?.max === null || count?.max === undefined ? 0 : Number(count.max) + 1;
      const [row] = await tx.insert(taskItems).values({ taskId, userId, text, order }).returning();
      return toTaskItemDto(row!);
    }),
  );
}

export async function updateTaskItem(
  userId: string,
  id: number,
  patch: UpdateTaskItemInput,
): Promise<TaskItemDto> {
  const db = await getDb();
  const [row] = await writing(userId, () =>
    db.update(taskItems).set(patch).where(ownedItem(userId, id)).returning(),
  );
  if (!row) throw notFound("Checklist item");
  return toTaskItemDto(row);
}

/** Deletes the item, restorable for a day like every other delete (lib/trash/data.ts). */
export async function deleteTaskItem(userId: string, id: number): Promise<void> {
  const deleted = await writing(userId, () => trashRow("task_item", userId, id));
  if (!deleted) throw notFound("Checklist item");
}

/** Undo of an item's delete; 404 when there is nothing to restore or its task is gone, 409 when the task is full meanwhile. */
export async function restoreTaskItem(userId: string, id: number): Promise<TaskItemDto> {
  const stored = await trashedRow("task_item", userId, id);
  if (!stored) throw notFound("Deleted checklist item");
  const db = await getDb();
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(taskItems)
    .where(and(eq(taskItems.userId, userId), eq(taskItems.taskId, Number(stored.task_id))));
  if (Number(count?.n ?? 0) >= MAX_TASK_ITEMS) throw tooMany();
  if (!(await writing(userId, () => restoreRow("task_item", userId, id))))
    throw notFound("Deleted checklist item");
  const [row] = await db.select().from(taskItems).where(ownedItem(userId, id));
  if (!row) throw notFound("Deleted checklist item");
  return toTaskItemDto(row);
}

/**
 * Puts the task's items in the order given. Every id must be one of this task's items (else 404,
 * nothing written); items not named keep their place after the named ones.
 */
export async function reorderTaskItems(
  userId: string,
  taskId: number,
  ids: number[],
): Promise<TaskItemDto[]> {
  await assertOwnTask(userId, taskId);
  const current = await listTaskItems(userId, taskId);
  const known = new Set(current.map((i) => i.id));
  if (ids.some((id) => !known.has(id))) throw notFound("Checklist item");
  const named = new Set(ids);
  const ordered = [...ids, ...current.filter((i) => !named.has(i.id)).map((i) => i.id)];
  const db = await getDb();
  await writing(userId, () =>
    db.execute(sql`
      UPDATE ${taskItems} SET "order" = w.ord
      FROM unnest(${`{${ordered.join(",")}}`}::int[]) WITH ORDINALITY AS w(id, ord)
      WHERE ${taskItems.id} = w.id AND ${taskItems.userId} = ${userId} AND ${taskItems.taskId} = ${taskId}
    `),
  );
  return listTaskItems(userId, taskId);
}
