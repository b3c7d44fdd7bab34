// Balance over time: tasks completed per week and area, in the user's time zone.
import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { tasks, users } from "@/db/schema";
import { CATEGORIES, isCategory, type CategoryMap } from "@/lib/categories";
import { readSettings } from "@/lib/settings/data";
import { addDays } from "@/lib/time/days";
import { todayIn } from "@/lib/time/clock";
import { balanceScore, fromFirstWeek, type WeekHistory } from "./score";
import { DEFAULT_ESTIMATE_MINUTES, type BalanceBy } from "@/lib/time/rules";
import { NEGLECT_WEEKS, neglectedArea, type NeglectTrend } from "./neglect";
import { calendarMinutesByDay } from "@/lib/calendars/balance";
import { habitWeeks } from "@/lib/habits/balance";
import { habitWeight, type HabitWeek } from "@/lib/habits/shapes";

/** The Monday of the week a day falls in ("YYYY-MM-DD"). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

const zeroes = (): CategoryMap<number> =>
  Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as CategoryMap<number>;

/**
 * The last `weeks` weeks, oldest first, ending with the current one. Weeks start on Monday in
 * the user's zone; a task counts in the week of its completedAt there, in its current area. By
 * time, the calendar's busy minutes already over count in their week too (see weeksEnding).
 * One query, on the user's rows only (tasks_user_id_idx): the counts are grouped by Postgres,
 * which also reads each completion in the user's zone (DST included).
 */
export async function balanceHistory(
  userId: string,
  weeks: number,
  now = new Date(),
  by?: BalanceBy,
): Promise<{ by: BalanceBy; weeks: WeekHistory[] }> {
  const settings = await readSettings(userId);
  const measure = by ?? settings.balanceBy;
  return {
    by: measure,
    weeks: await weeksEnding(
      userId,
      mondayOf(todayIn(settings.timeZone, now)),
      weeks,
      { ...settings, by: measure },
      now,
    ),
  };
}

/**
 * The Insights screen's history: like balanceHistory, but a new account's starts at the week it
 * joined instead of drawing empty weeks from before it existed (issue 31). The API keeps its
 * fixed number of weeks.
 */
export async function insightsHistory(
  userId: string,
  weeks: number,
  now = new Date(),
): Promise<{ weeks: WeekHistory[] }> {
  const db = await getDb();
  const [settings, [user]] = await Promise.all([
    readSettings(userId),
    db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId)),
  ]);
  const all = await weeksEnding(
    userId,
    mondayOf(todayIn(settings.timeZone, now)),
    weeks,
    { ...settings, by: settings.balanceBy },
    now,
  );
  return {
    weeks: fromFirstWeek(all, user ? mondayOf(todayIn(settings.timeZone, user.createdAt)) : null),
  };
}

/**
 * `weeks` weeks ending with the one starting on `lastWeek` (a Monday). Each week's `minutes` include
 * the busy time of the calendars counted in the balance that is over by `now` (issue 44 item 5,
 * lib/calendars/balance.ts), said apart in `calendarMinutes`. Habits count too (issue 46 item 4):
 * each check is one in `completed` (`checks` says how many of the week's are checks, `habits` which),
 * and its estimate per check, or the minutes timed on it that week, in `minutes`; `total` counts tasks.
 */
export async function weeksEnding(
  userId: string,
  lastWeek: string,
  weeks: number,
  settings: {
    timeZone: string;
    categoryPercentages: CategoryMap<number>;
    defaultEstimateMinutes?: number;
    by?: BalanceBy;
  },
  now: Date = new Date(),
): Promise<
  (WeekHistory & {
    minutes: CategoryMap<number>;
    calendarMinutes: CategoryMap<number>;
    checks: number;
    habits: HabitWeek[];
  })[]
> {
  const defaultMinutes = settings.defaultEstimateMinutes ?? DEFAULT_ESTIMATE_MINUTES;
  const db = await getDb();
  const zone = settings.timeZone;
  const first = addDays(lastWeek, -7 * (weeks - 1));
  const end = addDays(lastWeek, 7);
  const calendarDays = calendarMinutesByDay(userId, first, addDays(end, -1), {
    timeZone: zone,
    part: "past",
    now,
  });
  const habitRows = habitWeeks(userId, first, addDays(end, -1));
  const result = await db.execute(sql`
    SELECT to_char(date_trunc('week', ${tasks.completedAt} AT TIME ZONE ${zone}), 'YYYY-MM-DD') AS week,
           ${tasks.category} AS category, count(*)::int AS n,
           sum(coalesce(${tasks.estimateMinutes}, ${defaultMinutes}))::int AS m
    FROM ${tasks}
    WHERE ${tasks.userId} = ${userId} AND NOT ${tasks.welcome}
      AND ${tasks.completed} AND ${tasks.completedAt} IS NOT NULL
      AND ${tasks.completedAt} >= (${first}::date::timestamp AT TIME ZONE ${zone})
      AND ${tasks.completedAt} < (${end}::date::timestamp AT TIME ZONE ${zone})
    GROUP BY 1, 2
  `);
  const rows = (
    result as unknown as {
      rows: { week: string; category: string; n: number | string; m: number | string }[];
    }
  ).rows;

  const byWeek = new Map<
    string,
    {
      completed: CategoryMap<number>;
      minutes: CategoryMap<number>;
      calendarMinutes: CategoryMap<number>;
      checks: number;
      habits: HabitWeek[];
    }
  >();
  for (let i = 0; i < weeks; i++)
    byWeek.set(addDays(first, 7 * i), {
      completed: zeroes(),
      minutes: zeroes(),
      calendarMinutes: zeroes(),
      checks: 0,
      habits: [],
    });
  for (const r of rows) {
    const week = byWeek.get(r.week);
    if (week && isCategory(r.category)) {
      week.completed[r.category] += Number(r.n);
      week.minutes[r.category] += Number(r.m);
    }
  }
  for (const h of await habitRows) {
    const week = byWeek.get(h.week);
    if (!week || !isCategory(h.category)) continue;
    const w = habitWeight(h, defaultMinutes);
    week.completed[h.category] += w.count;
    week.minutes[h.category] += w.minutes;
    week.checks += h.checks;
    if (h.checks > 0)
      week.habits.push({
        title: h.title,
        category: h.category,
        target: h.target,
        checks: h.checks,
      });
  }
  for (const day of await calendarDays) {
    const week = byWeek.get(mondayOf(day.date));
    if (!week) continue;
    for (const c of CATEGORIES) {
      week.minutes[c] += day.minutes[c];
      week.calendarMinutes[c] += day.minutes[c];
    }
  }
  // The score follows what the user measures (issue 27): minutes by time, tasks by count.
  return [...byWeek].map(([weekStart, { completed, minutes, calendarMinutes, checks, habits }]) => {
    const total = CATEGORIES.reduce((s, c) => s + completed[c], 0) - checks;
    const measured = settings.by === "time" ? minutes : completed;
    return {
      weekStart,
      completed,
      minutes,
      calendarMinutes,
      total,
      checks,
      habits,
      score: balanceScore(measured, settings.categoryPercentages),
    };
  });
}

/**
 * The area the user has neglected three full weeks running, if any (lib/insights/neglect.ts):
 * what New Insight and AI Prioritize name. One query, like the history itself.
 */
export async function neglectTrend(userId: string, now = new Date()): Promise<NeglectTrend | null> {
  const settings = await readSettings(userId);
  const weeks = await weeksEnding(
    userId,
    mondayOf(todayIn(settings.timeZone, now)),
    NEGLECT_WEEKS + 1,
    settings,
    now,
  );
  return neglectedArea(weeks, settings.categoryPercentages);
}
