// DELETE /api/import/{id}: after a commit, everything that import created goes (its tasks with
// their checklist items, also tasks changed since: the confirmation says so), in one transaction;
// before a commit, the preview is discarded. Either way the import's row goes too.
import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { imports, journals, tasks, visionBoards } from "@/db/schema";
import { notFound } from "@/lib/errors/api-error";
import { writeTasks } from "@/lib/tasks/write";
import { undoRestore } from "./restore";

const CHUNK = 5000;

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
      for (let at = 0; at < taskIds.length; at += CHUNK) {
        const gone = await w
          .delete(tx)
          .where(and(eq(tasks.userId, userId), inArray(tasks.id, taskIds.slice(at, at + CHUNK))))
          .returning({ id: tasks.id });
        removed += gone.length;
      }
      if (journalIds.length) {
        const gone = await tx
          .delete(journals)
          .where(and(eq(journals.userId, userId), inArray(journals.id, journalIds)))
          .returning({ id: journals.id });
        removed += gone.length;
      }
      if (boardIds.length) {
        const gone = await tx
          .delete(visionBoards)
          .where(and(eq(visionBoards.userId, userId), inArray(visionBoards.id, boardIds)))
          .returning({ id: visionBoards.id });
        removed += gone.length;
      }
      return { removed };
    }),
  );
}
