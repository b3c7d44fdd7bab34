// Task data functions. Every query is scoped by the signed-in user's id.
import { and, asc, desc, eq, isNotNull, min, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { tasks, type Task } from "@/db/schema";
import { notFound } from "@/lib/http/errors";
import type { Category } from "@/lib/categories";
import type { CreateTaskInput, ReorderInput, TaskDto, UpdateTaskInput } from "./schemas";

export function toTaskDto(t: Task): TaskDto {
  return {
    id: t.id,
    description: t.description,
    category: t.category,
    completed: t.completed,
    important: t.important,
    order: t.order,
    createdAt: t.createdAt.toISOString(),
    completedAt: t.completedAt?.toISOString() ?? null,
  };
}

const owned = (userId: string, id: number) => and(eq(tasks.userId, userId), eq(tasks.id, id));

export async function listTasks(userId: string): Promise<TaskDto[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(tasks)
    .where(eq(tasks.userId, userId))
    .orderBy(asc(tasks.order), desc(tasks.createdAt), desc(tasks.id));
  return rows.map(toTaskDto);
}

export async function getTask(userId: string, id: number): Promise<TaskDto> {
  const db = await getDb();
  const [row] = await db.select().from(tasks).where(owned(userId, id));
  if (!row) throw notFound("Task");
  return toTaskDto(row);
}

export type NewTask = {
  description: string;
  category: Category;
  /** The AI's suggestion, when the category came from it: a later change of area is a correction. */
  aiCategory: Category | null;
  completed?: boolean;
  important?: boolean;
};

/**
 * Inserts tasks on top of the user's list, in the order given, so what was just added is always in
 * view. Several rows are saved all-or-nothing in one transaction; one row is a single INSERT.
 */
export async function createTasks(userId: string, rows: NewTask[]): Promise<TaskDto[]> {
  if (rows.length === 0) return [];
  const db = await getDb();
  const insert = async (tx: Pick<typeof db, "select" | "insert">) => {
    const [top] = await tx.select({ value: min(tasks.order) }).from(tasks).where(eq(tasks.userId, userId));
    const first = (top?.value ?? 0) - rows.length;
    const inserted = await tx
      .insert(tasks)
      .values(
        rows.map((r, i) => ({
          userId,
          description: r.description,
          category: r.category,
          aiCategory: r.aiCategory,
          completed: r.completed ?? false,
          important: r.important ?? false,
          completedAt: r.completed ? new Date() : null,
          order: first + i,
        })),
      )
      .returning();
    return inserted.sort((a, b) => a.order - b.order).map(toTaskDto);
  };
  return rows.length === 1 ? insert(db) : db.transaction((tx) => insert(tx));
}

/** POST /api/tasks: the dashboard's add flow always takes the AI's category, so it is remembered. */
export async function createTask(userId: string, input: CreateTaskInput, opts: { aiCategory?: Category | null } = {}): Promise<TaskDto> {
  const aiCategory = opts.aiCategory === undefined ? input.category : opts.aiCategory;
  const [task] = await createTasks(userId, [{ ...input, aiCategory }]);
  return task!;
}

export async function updateTask(userId: string, id: number, patch: UpdateTaskInput): Promise<TaskDto> {
  const db = await getDb();
  const completedAt = patch.completed === undefined ? {} : { completedAt: patch.completed ? new Date() : null };
  const [row] = await db
    .update(tasks)
    .set({ ...patch, ...completedAt })
    .where(owned(userId, id))
    .returning();
  if (!row) throw notFound("Task");
  return toTaskDto(row);
}

export async function deleteTask(userId: string, id: number): Promise<void> {
  const db = await getDb();
  const deleted = await db.delete(tasks).where(owned(userId, id)).returning({ id: tasks.id });
  if (deleted.length === 0) throw notFound("Task");
}

/**
 * One transaction with two statements whatever the list length: lock the rows, then one UPDATE
 * fed by two parallel arrays. Rows of other users never match, so foreign ids are left alone.
 */
export async function reorderTasks(userId: string, input: ReorderInput): Promise<{ updated: number }> {
  const db = await getDb();
  const ids = `{${input.tasks.map((t) => t.id).join(",")}}`;
  const orders = `{${input.tasks.map((t) => t.order).join(",")}}`;
  return db.transaction(async (tx) => {
    // Lock the rows in id order first: the UPDATE alone may lock them in request order, and two
    // reorders of the same list in different orders would then deadlock (one fails with a 500).
    await tx.execute(sql`
      SELECT 1 FROM ${tasks} WHERE ${tasks.userId} = ${userId} AND ${tasks.id} = ANY(${ids}::int[])
      ORDER BY ${tasks.id} FOR UPDATE
    `);
    const result = await tx.execute(sql`
      UPDATE ${tasks} SET "order" = v.ord
      FROM unnest(${ids}::int[], ${orders}::int[]) AS v(id, ord)
      WHERE ${tasks.id} = v.id AND ${tasks.userId} = ${userId}
    `);
    return { updated: Number((result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0) };
  });
}

/** Tasks the user moved away from the AI's suggestion: per-user examples for the categoriser. */
export async function correctionExamples(userId: string, limit = 200): Promise<{ description: string; category: Category }[]> {
  const db = await getDb();
  const rows = await db
    .select({ description: tasks.description, category: tasks.category })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), isNotNull(tasks.aiCategory), ne(tasks.category, tasks.aiCategory)))
    .orderBy(desc(tasks.createdAt))
    .limit(limit);
  return rows as { description: string; category: Category }[];
}

/** Count of tasks per category, split by completion (for the wheels and the analysis). */
export async function categoryCounts(userId: string): Promise<{ todo: Record<string, number>; completed: Record<string, number> }> {
  const db = await getDb();
  const rows = await db
    .select({ category: tasks.category, completed: tasks.completed, n: sql<number>`count(*)::int` })
    .from(tasks)
    .where(eq(tasks.userId, userId))
    .groupBy(tasks.category, tasks.completed);
  const todo: Record<string, number> = {};
  const completed: Record<string, number> = {};
  for (const r of rows) (r.completed ? completed : todo)[r.category] = Number(r.n);
  return { todo, completed };
}

export type { Task };
