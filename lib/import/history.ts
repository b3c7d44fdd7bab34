// GET /api/import (issue 43): the user's imports of the last week that can still be undone, so
// Undo is not lost when the person leaves Settings after an import. Newest first; each with what
// it created (counted from the ids its Undo takes away).
import "server-only";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { imports } from "@/db/schema";
import type { RecentImport } from "./shapes";

/** How long an import can be undone from the list (a week: after that its tasks are the user's life). */
const UNDO_DAYS = 7;
const LIST_MAX = 10;

const counted = (key: string) =>
  sql<number>`coalesce(jsonb_array_length(${imports.created} -> ${key}), 0)::int`;

export async function recentImports(userId: string, now = new Date()): Promise<RecentImport[]> {
  const db = await getDb();
  const since = new Date(now.getTime() - UNDO_DAYS * 86_400_000);
  const rows = await db
    .select({
      id: imports.id,
      source: imports.source,
      committedAt: imports.committedAt,
      tasks: counted("tasks"),
      journals: counted("journals"),
      visionBoards: counted("visionBoards"),
      goals: counted("goals"),
      checkins: counted("checkins"),
      habits: counted("habits"),
    })
    .from(imports)
    .where(
      and(
        eq(imports.userId, userId),
        eq(imports.status, "committed"),
        gt(imports.committedAt, since),
      ),
    )
    .orderBy(desc(imports.committedAt))
    .limit(LIST_MAX);
  return rows.map(({ id, source, committedAt, ...created }) => ({
    id,
    source: source as RecentImport["source"],
    committedAt: committedAt!.toISOString(),
    created: Object.fromEntries(
      Object.entries(created).map(([k, v]) => [k, Number(v)]),
    ) as RecentImport["created"],
  }));
}
