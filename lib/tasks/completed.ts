// Completed tasks a page at a time, and the totals over all of them (docs/decisions/completed-pages.md).
// GET /api/tasks holds every open task and only the most recently completed ones; this is where the
// rest come from, newest first, and where the figures that need every completed task are summed.
import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { tasks, timeEntries } from "@/db/schema";
import { todayIn } from "@/lib/time/clock";
import { userTimeZone } from "@/lib/settings/data";
import { completionKey, tasksJson } from "./list-json";
import {
  completedCursor,
  COMPLETED_PAGE,
  readCompletedCursor,
  type CompletedAreaTotals,
  type CompletedSummary,
} from "./completed-pages";
import type { CompletedPage, TaskDto } from "./schemas";

const newestFirst = sql`${completionKey} DESC, ${tasks.id} DESC`;

/**
 * Up to `limit` completed tasks that come after `before` (a cursor, completedCursor) newest first,
 * or the newest ones without it. One statement: the page's ids by the completion key, then their
 * DTOs built as the list builds them.
 */
async function completedTasks(
  userId: string,
  before: string | null,
  limit: number,
): Promise<{ tasks: TaskDto[]; next: string | null }> {
  if (limit === 0) return { tasks: [], next: null };
  const cursor = before === null ? null : readCompletedCursor(before);
  const after = cursor
    ? sql`AND (${completionKey}, ${tasks.id}) < (${cursor.at ?? "-infinity"}::timestamptz, ${cursor.id}::int)`
    : sql``;
  const page = sql`${tasks.id} IN (
    SELECT ${tasks.id} FROM ${tasks} WHERE ${tasks.userId} = ${userId} AND ${tasks.completed} ${after}
    ORDER BY ${newestFirst} LIMIT ${limit}::int)`;
  const db = await getDb();
  const [row] = await db
    .select({ json: sql<string>`${tasksJson(userId, page, newestFirst)}` })
    .from(sql`(SELECT 1) AS one`);
  const list = JSON.parse(row!.json) as TaskDto[];
  // A full page may have a next one; the call after the last full page answers an empty one.
  const last = list.length === limit ? list[list.length - 1] : undefined;
  return { tasks: list, next: last ? completedCursor(last) : null };
}

type SummaryRow = { area: string } & Record<
  keyof CompletedAreaTotals | "monthEstimated" | "monthUnestimated",
  number | string
>;

/**
 * Totals over every completed task, per area, summed by the database in one pass: what the
 * completed wheel, the analysis' completed counts and the wheel of life's month are drawn from.
 */
export async function completedSummary(
  userId: string,
  timeZone?: string,
): Promise<CompletedSummary> {
  const zone = timeZone ?? (await userTimeZone(userId));
  const month = todayIn(zone).slice(0, 7);
  const db = await getDb();
  const spent = sql`coalesce(te.minutes, 0)`;
  const inMonth = sql`${tasks.completedAt} >= (${`${month}-01`}::date::timestamp AT TIME ZONE ${zone})`;
  const rows = (await db.execute(sql`
    SELECT ${tasks.category} AS area,
      count(*)::int AS "count",
      coalesce(sum(${tasks.estimateMinutes}), 0)::int AS "estimated",
      count(*) FILTER (WHERE ${tasks.estimateMinutes} IS NULL)::int AS "unestimated",
      coalesce(sum(${spent}), 0)::int AS "measured",
      coalesce(sum(${tasks.estimateMinutes}) FILTER (WHERE ${spent} = 0), 0)::int AS "unmeasuredEstimated",
      count(*) FILTER (WHERE ${spent} = 0 AND ${tasks.estimateMinutes} IS NULL)::int AS "unmeasuredUnestimated",
      coalesce(sum(${tasks.estimateMinutes}) FILTER (WHERE ${inMonth}), 0)::int AS "monthEstimated",
      count(*) FILTER (WHERE ${inMonth} AND ${tasks.estimateMinutes} IS NULL)::int AS "monthUnestimated"
    FROM ${tasks}
    LEFT JOIN (
      SELECT ${timeEntries.taskId} AS task_id, sum(${timeEntries.minutes})::int AS minutes
      FROM ${timeEntries} WHERE ${timeEntries.userId} = ${userId} AND ${timeEntries.taskId} IS NOT NULL
      GROUP BY ${timeEntries.taskId}
    ) AS te ON te.task_id = ${tasks.id}
    WHERE ${tasks.userId} = ${userId} AND ${tasks.completed} AND NOT ${tasks.welcome}
    GROUP BY ${tasks.category}`)) as unknown as { rows: SummaryRow[] };
  const summary: CompletedSummary = { total: 0, areas: {}, month, monthAreas: {} };
  for (const r of rows.rows) {
    const n = (k: keyof SummaryRow) => Number(r[k]);
    const totals: CompletedAreaTotals = {
      count: n("count"),
      estimated: n("estimated"),
      unestimated: n("unestimated"),
      measured: n("measured"),
      unmeasuredEstimated: n("unmeasuredEstimated"),
      unmeasuredUnestimated: n("unmeasuredUnestimated"),
    };
    const [area, monthEstimated, monthUnestimated] = [
      r.area,
      n("monthEstimated"),
      n("monthUnestimated"),
    ];
    summary.total += totals.count;
    summary.areas[area] = totals;
    if (monthEstimated > 0 || monthUnestimated > 0)
      summary.monthAreas[area] = { estimated: monthEstimated, unestimated: monthUnestimated };
  }
  return summary;
}

/** GET /api/tasks/completed: a page of completed tasks and the totals over all of them. */
export async function completedPage(
  userId: string,
  query: { before?: string; limit?: number },
): Promise<CompletedPage> {
  const [page, summary] = await Promise.all([
    completedTasks(userId, query.before ?? null, query.limit ?? COMPLETED_PAGE),
    completedSummary(userId),
  ]);
  return { ...page, summary };
}
