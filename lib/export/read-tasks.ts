// What the Todoist and iCalendar exports read: every task of the user with its checklist, and the
// names and zone they are shown in. One query per table, scoped by the user.
import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { taskItems, tasks, type Task } from "@/db/schema";
import { getSettings } from "@/lib/settings/data";
import { namesInForce } from "@/lib/settings/shapes";
import { categoryLabel, type Category } from "@/lib/categories";

export type ExportTask = Task & { items: { id: number; text: string; done: boolean }[] };

export async function tasksForExport(userId: string): Promise<{
  tasks: ExportTask[];
  timeZone: string;
  areaName: (c: Category) => string;
}> {
  const db = await getDb();
  const [rows, items, settings] = await Promise.all([
    db
      .select()
      .from(tasks)
      .where(eq(tasks.userId, userId))
      .orderBy(asc(tasks.order), asc(tasks.id)),
    db
      .select({
        id: taskItems.id,
        taskId: taskItems.taskId,
        text: taskItems.text,
        done: taskItems.done,
      })
      .from(taskItems)
      .where(eq(taskItems.userId, userId))
      .orderBy(asc(taskItems.order), asc(taskItems.id)),
    getSettings(userId),
  ]);
  const byTask = new Map<number, ExportTask["items"]>();
  for (const i of items) byTask.set(i.taskId, [...(byTask.get(i.taskId) ?? []), i]);
  const names = namesInForce(settings);
  return {
    tasks: rows.map((t) => ({ ...t, items: byTask.get(t.id) ?? [] })),
    timeZone: settings.timeZone,
    areaName: (c) => categoryLabel(c, names),
  };
}
