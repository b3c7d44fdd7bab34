// What the Todoist and iCalendar exports read: every task of the user with its checklist, and the
// names and zone they are shown in. Each table read in keyset-paged batches, scoped by the user.
import "server-only";
import { and, asc, eq, gt, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { taskItems, tasks, type Task } from "@/db/schema";
import { getSettings } from "@/lib/settings/data";
import { keysetPages } from "@/lib/server/keyset-pages";
import { namesInForce } from "@/lib/settings/shapes";
import { categoryLabel, type Category } from "@/lib/categories";

export type ExportTask = Task & { items: { id: number; text: string; done: boolean }[] };

/** Rows per query: one query of a 10,000-task account held the event loop 35-41 ms (PGlite). */
const BATCH_ROWS = 1000;

type Keyset = { order: number; id: number };
/** After `last` in the (order, id) order: the next page of a keyset-paged read. */
const after = (table: typeof tasks | typeof taskItems, last: Keyset | undefined) =>
  last && or(gt(table.order, last.order), and(eq(table.order, last.order), gt(table.id, last.id)));

/** Every row `read` pages through, a batch per query. */
async function allPages<R extends Keyset>(read: (last?: R) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for await (const page of keysetPages(read, BATCH_ROWS)) rows.push(...page);
  return rows;
}

export async function tasksForExport(userId: string): Promise<{
  tasks: ExportTask[];
  timeZone: string;
  areaName: (c: Category) => string;
}> {
  const db = await getDb();
  const [rows, items, settings] = await Promise.all([
    allPages((last?: Task) =>
      db
        .select()
        .from(tasks)
        .where(and(eq(tasks.userId, userId), after(tasks, last)))
        .orderBy(asc(tasks.order), asc(tasks.id))
        .limit(BATCH_ROWS),
    ),
    allPages((last?: Keyset) =>
      db
        .select({
          id: taskItems.id,
          taskId: taskItems.taskId,
          text: taskItems.text,
          done: taskItems.done,
          order: taskItems.order,
        })
        .from(taskItems)
        .where(and(eq(taskItems.userId, userId), after(taskItems, last)))
        .orderBy(asc(taskItems.order), asc(taskItems.id))
        .limit(BATCH_ROWS),
    ),
    getSettings(userId),
  ]);
  const byTask = new Map<number, ExportTask["items"]>();
  for (const { id, taskId, text, done } of items) {
    const list = byTask.get(taskId) ?? [];
    list.push({ id, text, done });
    byTask.set(taskId, list);
  }
  const names = namesInForce(settings);
  return {
    tasks: rows.map((t) => ({ ...t, items: byTask.get(t.id) ?? [] })),
    timeZone: settings.timeZone,
    areaName: (c) => categoryLabel(c, names),
  };
}
