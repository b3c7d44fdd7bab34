// DELETE /api/import/{id}: after a commit, everything that import created goes (its tasks with
// their checklist items, also tasks changed since: the confirmation says so), in one transaction;
// before a commit, the preview is discarded. Either way the import's row goes too.
import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { imports, journals, tasks, visionBoards } from "@/db/schema";
import { notFound } from "@/lib/errors/api-error";
import { writeTasks } from "@/lib/tasks/write";
import { inBatches } from "@/lib/db/rows";
import { DELETE_BATCH, deleteCreated, undoRestore } from "./restore";

export async function undoImport(userId: string, id: string): Promise<{ removed: number }> {
  const db = await getDb();
  return writeTasks(userId, (w) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .delete(imports)
        .where(and(eq(imports.id, id), eq(imports.userId, userId)))
        .returning();
      if (!row) throw notFound("Import");
      if (row.status !== "committed" || !row.created) return { removed: 0 };
      // A restore's goals, check-ins, habits, timer entries and reviews first, and its settings back.
      let removed = await undoRestore(tx, userId, row.created);
      const { tasks: taskIds, journals: journalIds, visionBoards: boardIds } = row.created;
      const goneTasks = await inBatches(taskIds, DELETE_BATCH, (batch) =>
        w
          .delete(tx)
          .where(and(eq(tasks.userId, userId), inArray(tasks.id, batch)))
          .returning({ id: tasks.id }),
      );
      removed += goneTasks.length;
      removed += await deleteCreated(tx, userId, journals, journalIds);
      removed += await deleteCreated(tx, userId, visionBoards, boardIds);
      return { removed };
    }),
  );
}
