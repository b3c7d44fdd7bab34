// The habits a push run may remind of (issue 46): the active habits with a reminder time of the
// run's users, each with its checks of the last two weeks (enough for the week a reminder's day
// falls in, whatever the zone and week start). Two queries for any number of users; which of them
// are due is decided by ./habit-due.ts.
import "server-only";
import { and, eq, gte, inArray, isNotNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { habitChecks, habits } from "@/db/schema";
import { addDays } from "@/lib/time/days";
import type { DueHabit } from "./habit-due";

export async function habitsToRemind(
  userIds: readonly string[],
  since: Date,
): Promise<Map<string, DueHabit[]>> {
  const out = new Map<string, DueHabit[]>();
  if (userIds.length === 0) return out;
  const db = await getDb();
  const rows = await db
    .select({
      id: habits.id,
      userId: habits.userId,
      title: habits.title,
      category: habits.category,
      times: habits.targetTimes,
      per: habits.targetPer,
      reminderTime: habits.reminderTime,
    })
    .from(habits)
    .where(
      and(
        inArray(habits.userId, [...userIds]),
        eq(habits.archived, false),
        isNotNull(habits.reminderTime),
      ),
    );
  if (rows.length === 0) return out;
  // Two weeks before the window's UTC day covers any zone's week of the reminder's day.
  const from = addDays(since.toISOString().slice(0, 10), -14);
  const checks = await db
    .select({ habitId: habitChecks.habitId, date: habitChecks.date })
    .from(habitChecks)
    .where(
      and(
        inArray(
          habitChecks.habitId,
          rows.map((r) => r.id),
        ),
        gte(habitChecks.date, from),
      ),
    );
  const checksOf = new Map<number, string[]>();
  for (const c of checks) checksOf.set(c.habitId, [...(checksOf.get(c.habitId) ?? []), c.date]);
  for (const r of rows) {
    if (!r.reminderTime) continue;
    const habit: DueHabit = {
      id: r.id,
      title: r.title,
      category: r.category,
      target: { times: r.times, per: r.per },
      reminderTime: r.reminderTime,
      checks: checksOf.get(r.id) ?? [],
    };
    out.set(r.userId, [...(out.get(r.userId) ?? []), habit]);
  }
  return out;
}
