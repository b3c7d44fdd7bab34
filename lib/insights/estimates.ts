// Estimate against actual per area (issue 46 item 6): the tasks completed in a span that have an
// estimate and time really spent (time entries), read in one query on the user's rows only.
import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { tasks, timeEntries } from "@/db/schema";
import { isCategory, type Category } from "@/lib/categories";
import type { EstimatePair } from "@/lib/ai/estimate-words";

export type EstimateRow = EstimatePair & { category: Category; week: string };

/**
 * Completed tasks of the weeks from `first` (a Monday) up to the day before `end`, in `zone`, with an
 * estimate and time entries: each task's estimate, every minute timed on it, and the Monday of the
 * week it was completed in.
 */
export async function estimatedAndSpent(
  userId: string,
  first: string,
  end: string,
  zone: string,
): Promise<EstimateRow[]> {
  const db = await getDb();
  const result = await db.execute(sql`
    SELECT to_char(date_trunc('week', ${tasks.completedAt} AT TIME ZONE ${zone}), 'YYYY-MM-DD') AS week,
      ${tasks.category} AS category, ${tasks.estimateMinutes} AS planned, te.minutes AS spent
    FROM ${tasks}
    JOIN (
      SELECT ${timeEntries.taskId} AS task_id, sum(${timeEntries.minutes})::int AS minutes
      FROM ${timeEntries}
      WHERE ${timeEntries.userId} = ${userId} AND ${timeEntries.taskId} IS NOT NULL
      GROUP BY 1
    ) AS te ON te.task_id = ${tasks.id}
    WHERE ${tasks.userId} = ${userId} AND ${tasks.completed}
      AND ${tasks.estimateMinutes} IS NOT NULL AND te.minutes > 0
      AND ${tasks.completedAt} >= (${first}::date::timestamp AT TIME ZONE ${zone})
      AND ${tasks.completedAt} < (${end}::date::timestamp AT TIME ZONE ${zone})
  `);
  const rows = (
    result as unknown as {
      rows: { week: string; category: string; planned: number | string; spent: number | string }[];
    }
  ).rows;
  return rows.flatMap((r) =>
    isCategory(r.category)
      ? [{ week: r.week, category: r.category, planned: Number(r.planned), spent: Number(r.spent) }]
      : [],
  );
}
