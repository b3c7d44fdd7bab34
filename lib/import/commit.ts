// POST /api/import/{id}/commit: the preview written in ONE transaction (a failure writes nothing),
// tasks and checklist items in batched INSERTs. The import's row is locked first, so a second
// commit (even a concurrent one) is a 409 and never writes twice. Imported tasks go on top of the
// list in the file's order; completed ones keep their completion time, so Insights and the weekly
// review show the history from the first day.
import "server-only";
import { count, eq, min, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { imports, taskItems, tasks, type ImportCreated } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { writeTasks } from "@/lib/tasks/write";
import { newTaskColumns, TASK_COLUMNS } from "@/lib/tasks/task-columns";
import { MAX_OPEN_TASKS } from "@/lib/tasks/shapes";
import {
  maxTasksPerAccount,
  TOO_MANY_OPEN_TASKS,
  tooManyTasksMessage,
} from "@/lib/tasks/open-task-cap";
import { lockOpenPreview, previewChunks } from "./preview";
import { deletePreviewRows } from "./preview-rows";
import { yieldToEventLoop } from "@/lib/server/event-loop";
import type { ImportCommitResult } from "./shapes";
import { restoreAfterTasks, restoreBeforeTasks } from "./restore";
import { readRestoreLists } from "./restore-lists";

/**
 * Rows per INSERT, with a turn of the event loop after each: 500 tasks held the loop 70-300 ms on
 * the embedded database (which runs the statement inside this process) and ~140 ms on PostgreSQL
 * (building and reading a statement of 8,000 parameters); 100 held 38-57 ms on PostgreSQL while
 * the browser tests shared the machine's two cores, 50 leave room for a garbage collection on top
 * (docs/decisions/import-large-files.md).
 */
const TASK_BATCH = 50;
const ITEM_BATCH = 250;

/** Rows written so far out of all the import writes; heard once before the first INSERT. */
type CommitProgress = (done: number, total: number) => void;

export async function commitImport(
  userId: string,
  id: string,
  now = new Date(),
  onProgress?: CommitProgress,
): Promise<ImportCommitResult> {
  const db = await getDb();
  return writeTasks(userId, (w) =>
    db.transaction(async (tx) => {
      const { stored } = await lockOpenPreview(tx, userId, id, now);
      const chosen = (await previewChunks(tx, userId, id, stored)).flat().filter((t) => t.include);
      const opening = chosen.filter((t) => !t.completed).length;

      // The cap and the top of the list, read inside the transaction.
      const [state] = await tx
        .select({
          open: sql<number>`(count(*) FILTER (WHERE NOT ${tasks.completed}))::int`,
          top: min(tasks.order),
          n: count(),
        })
        .from(tasks)
        .where(eq(tasks.userId, userId));
      if (opening > 0 && Number(state?.open ?? 0) + opening > MAX_OPEN_TASKS)
        throw new ApiError("TOO_MANY_OPEN_TASKS", TOO_MANY_OPEN_TASKS);
      // Every row counts toward the account's cap, completed ones too (docs/decisions/task-caps.md).
      const max = maxTasksPerAccount();
      if (chosen.length > 0 && Number(state?.n ?? 0) + chosen.length > max)
        throw new ApiError("TOO_MANY_TASKS", tooManyTasksMessage(max));
      const top = state && Number(state.n) > 0 ? Number(state.top ?? 0) : 0;

      onProgress?.(0, chosen.length);
      const created: ImportCreated = { tasks: [], journals: [], visionBoards: [] };
      // A Balance backup: boards, goals and journals first (its tasks point at goals).
      const bundle = stored.restore ? await readRestoreLists(tx, userId, id, stored.restore) : null;
      const restored = bundle ? await restoreBeforeTasks(tx, userId, bundle, created, now) : null;
      const taskIds = new Map<number, number>();
      let itemCount = 0;
      for (let at = 0; at < chosen.length; at += TASK_BATCH) {
        const batch = chosen.slice(at, at + TASK_BATCH);
        const inserted = await w
          .insert(tx)
          .values(
            batch.map((t, i) => ({
              // The columns a new task takes (lib/tasks/task-columns.ts), as the preview read them.
              ...newTaskColumns(
                {
                  ...t,
                  // The categorizer's choice is remembered like the dashboard's: a later move teaches it.
                  aiCategory: t.categorySource === "ai" ? t.category : null,
                  goalId: t.goalRef ? (restored?.goalIds.get(t.goalRef) ?? null) : null,
                },
                TASK_COLUMNS,
              ),
              userId,
              order: top - chosen.length + at + i,
              createdAt: t.createdAt ? new Date(t.createdAt) : now,
              completedAt: t.completed ? (t.completedAt ? new Date(t.completedAt) : now) : null,
            })),
          )
          .returning({ id: tasks.id });
        // RETURNING gives the rows in the VALUES order.
        const items = inserted.flatMap((r, i) =>
          batch[i]!.items.map((item, order) => ({
            taskId: r.id,
            userId,
            text: item.text,
            done: item.done,
            order,
          })),
        );
        for (let j = 0; j < items.length; j += ITEM_BATCH) {
          await tx.insert(taskItems).values(items.slice(j, j + ITEM_BATCH));
          if (j + ITEM_BATCH < items.length) await yieldToEventLoop();
        }
        itemCount += items.length;
        created.tasks.push(...inserted.map((r) => r.id));
        if (restored) inserted.forEach((r, i) => taskIds.set(Number(batch[i]!.ref), r.id));
        onProgress?.(at + batch.length, chosen.length);
        await yieldToEventLoop();
      }
      if (bundle && restored)
        await restoreAfterTasks(tx, userId, bundle, taskIds, restored, created, now);
      // The stored preview has done its work: only what undo needs is kept.
      await deletePreviewRows(tx, userId, id);
      await tx
        .update(imports)
        .set({
          status: "committed",
          committedAt: now,
          created,
          preview: {
            source: stored.source,
            skipped: [],
            warnings: [],
            journals: 0,
            visionBoards: 0,
          },
        })
        .where(eq(imports.id, id));
      return {
        created: {
          tasks: created.tasks.length,
          checklistItems: itemCount,
          journals: created.journals.length,
          visionBoards: created.visionBoards.length,
          ...(stored.restore
            ? {
                goals: created.goals?.length ?? 0,
                checkins: created.checkins?.length ?? 0,
                habits: created.habits?.length ?? 0,
              }
            : {}),
        },
      };
    }),
  );
}
