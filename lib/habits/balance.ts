// Habits in the weekly figures (issue 46 item 4): each habit's checks and timed minutes per week,
// for Insights' history and the weekly review. One query, on the user's rows only; a week starts on
// Monday like every week of Insights and the review. The weight rule is lib/habits/shapes.ts.
import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { habitChecks, habits, timeEntries } from "@/db/schema";
import type { Category } from "@/lib/categories";
import type { HabitSpan, HabitWeek } from "./shapes";

/** One habit in one week: its checks and the minutes of its time entries dated in that week. */
export type HabitWeekRow = HabitSpan &
  HabitWeek & {
    habitId: number;
    /** The week's Monday ("YYYY-MM-DD"). */
    week: string;
  };

type Row = {
  habit_id: number;
  week: string;
  title: string;
  category: string;
  target_times: number;
  target_per: "day" | "week";
  estimate_minutes: number | null;
  checks: number | string;
  spent: number | string;
};

/** Every habit of the user with a check or timed minutes on the days `from` to `to` (inclusive), per week. */
export async function habitWeeks(
  userId: string,
  from: string,
  to: string,
): Promise<HabitWeekRow[]> {
  const db = await getDb();
  const week = (col: unknown) => sql`to_char(date_trunc('week', ${col}::timestamp), 'YYYY-MM-DD')`;
  const result = await db.execute(sql`
    WITH c AS (
      SELECT ${habitChecks.habitId} AS habit_id, ${week(habitChecks.date)} AS week, count(*)::int AS n
      FROM ${habitChecks}
      WHERE ${habitChecks.userId} = ${userId} AND ${habitChecks.date} >= ${from} AND ${habitChecks.date} <= ${to}
      GROUP BY 1, 2
    ), e AS (
      SELECT ${timeEntries.habitId} AS habit_id, ${week(timeEntries.date)} AS week, sum(${timeEntries.minutes})::int AS m
      FROM ${timeEntries}
      WHERE ${timeEntries.userId} = ${userId} AND ${timeEntries.habitId} IS NOT NULL
        AND ${timeEntries.minutes} IS NOT NULL
        AND ${timeEntries.date} >= ${from} AND ${timeEntries.date} <= ${to}
      GROUP BY 1, 2
    )
    SELECT h.id AS habit_id, coalesce(c.week, e.week) AS week, h.title, h.category,
      h.target_times, h.target_per, h.estimate_minutes,
      coalesce(c.n, 0) AS checks, coalesce(e.m, 0) AS spent
    FROM c FULL JOIN e ON e.habit_id = c.habit_id AND e.week = c.week
    JOIN ${habits} h ON h.id = coalesce(c.habit_id, e.habit_id) AND h.user_id = ${userId}
    ORDER BY 2, h.id
  `);
  return (result as unknown as { rows: Row[] }).rows.map((r) => ({
    habitId: Number(r.habit_id),
    week: r.week,
    title: r.title,
    category: r.category as Category,
    target: { times: Number(r.target_times), per: r.target_per },
    estimateMinutes: r.estimate_minutes === null ? null : Number(r.estimate_minutes),
    checks: Number(r.checks),
    spentMinutes: Number(r.spent),
  }));
}
