// The day plan (issue 27): propose (writes nothing), save, read. Every query is scoped by the
// signed-in user's id; a task id that is not theirs is a 404 and nothing is written.
import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { dayPlans, habitChecks, habits, tasks, type PlanItemRow } from "@/db/schema";
import { latestScores } from "@/lib/checkins/data";
import { activeGoalTitles } from "@/lib/goals/data";
import { badRequest, notFound } from "@/lib/errors/api-error";
import { isCategory, type Category } from "@/lib/categories";
import { readSettings } from "@/lib/settings/data";
import { addDays } from "@/lib/time/days";
import { wallClock } from "@/lib/time/clock";
import { writeTasks } from "@/lib/tasks/write";
import {
  dayMinutesFor,
  DAY_END,
  defaultStart,
  planBalance,
  proposePlan,
  toMinutes,
  type PlanTask,
} from "./propose";
import type { ProposeInput, SavePlanInput } from "./schemas";

import type { MovedTask, ProposalDto, SavedPlan, SavedPlanItem } from "./shapes";
import { eventsBetween } from "@/lib/calendars/events";
export type { SavedPlan };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** How far back the balance looks when it picks areas. */
const BALANCE_DAYS = 28;

/** POST /api/plans/propose: the proposal for a day, from the user's open tasks; nothing is written. */
export async function proposeForUser(
  userId: string,
  input: ProposeInput,
  now = new Date(),
): Promise<ProposalDto> {
  const settings = await readSettings(userId);
  const db = await getDb();
  const clock = wallClock(settings.timeZone, now);
  const since = addDays(clock.date, -BALANCE_DAYS);
  const [open, recent, yesterday, events, satisfaction, activeGoals] = await Promise.all([
    db
      .select({
        id: tasks.id,
        description: tasks.description,
        category: tasks.category,
        important: tasks.important,
        completed: tasks.completed,
        dueDate: tasks.dueDate,
        dueTime: tasks.dueTime,
        estimateMinutes: tasks.estimateMinutes,
        order: tasks.order,
        goalId: tasks.goalId,
      })
      .from(tasks)
      // The welcome task is not work (issue 47): never proposed.
      .where(and(eq(tasks.userId, userId), eq(tasks.completed, false), eq(tasks.welcome, false))),
    db.execute(sql`
      SELECT ${tasks.category} AS category, sum(coalesce(${tasks.estimateMinutes}, ${settings.defaultEstimateMinutes}))::int AS minutes
      FROM ${tasks}
      WHERE ${tasks.userId} = ${userId} AND ${tasks.completed} AND NOT ${tasks.welcome} AND ${tasks.completedAt} >= (${since}::date::timestamp AT TIME ZONE ${settings.timeZone})
      GROUP BY 1
    `),
    db
      .select({ items: dayPlans.items })
      .from(dayPlans)
      .where(and(eq(dayPlans.userId, userId), eq(dayPlans.date, addDays(input.date, -1)))),
    // Issue 44: the day's calendar events; busy timed ones are fixed blocks the tasks fit between.
    eventsBetween(userId, input.date, input.date, settings.timeZone),
    // Issue 45: how satisfied the user last said they were, and their active goals.
    latestScores(userId),
    activeGoalTitles(userId),
  ]);
  const recentMinutes: Partial<Record<Category, number>> = {};
  for (const r of rowsOf<{ category: string; minutes: number | string }>(recent))
    if (isCategory(r.category)) recentMinutes[r.category] = Number(r.minutes);
  const start = input.start ?? defaultStart(input.date, clock);
  const minutes = input.minutes ?? dayMinutesFor(settings.dayMinutes, input.date);
  const busy = events
    .filter((e) => e.busy && !e.allDay && e.start && e.end)
    .map((e) => ({
      start: toMinutes(e.start!),
      end: e.end === "24:00" ? DAY_END : toMinutes(e.end!),
    }));
  const proposal = proposePlan({
    date: input.date,
    start,
    minutes: Math.min(minutes, DAY_END - toMinutes(start)),
    tasks: open as PlanTask[],
    defaultEstimate: settings.defaultEstimateMinutes,
    idealPercentages: settings.categoryPercentages,
    recentMinutes,
    // Completed ones are not among the open tasks, so only unfinished items roll over.
    rolledOver: (yesterday[0]?.items ?? []).flatMap((i) =>
      i.taskId === undefined ? [] : [i.taskId],
    ),
    busy,
    satisfaction,
    activeGoalIds: [...activeGoals.keys()],
  });
  return { ...proposal, events };
}

/**
 * GET /api/plans/{date}: the saved plan with each task as it is now (one query), or 404. A habit's
 * item (issue 46) is done when the habit is checked on the plan's day.
 */
export async function getPlan(userId: string, date: string): Promise<SavedPlan> {
  const db = await getDb();
  const result = await db.execute(sql`
    SELECT p.start AS start,
      coalesce(json_agg(json_build_object(
        'taskId', t.id, 'habitId', h.id,
        'description', coalesce(t.description, h.title), 'category', coalesce(t.category, h.category),
        'start', i.item->>'start', 'minutes', (i.item->>'minutes')::int,
        'completed', coalesce(t.completed, hc.habit_id IS NOT NULL)
      ) ORDER BY i.item->>'start') FILTER (WHERE t.id IS NOT NULL OR h.id IS NOT NULL), '[]') AS items
    FROM ${dayPlans} p
    LEFT JOIN LATERAL jsonb_array_elements(p.items) AS i(item) ON true
    LEFT JOIN ${tasks} t ON t.id = (i.item->>'taskId')::int AND t.user_id = p.user_id
    LEFT JOIN ${habits} h ON h.id = (i.item->>'habitId')::int AND h.user_id = p.user_id
    LEFT JOIN ${habitChecks} hc ON hc.habit_id = h.id AND hc.user_id = p.user_id AND hc.date = p.date
    WHERE p.user_id = ${userId} AND p.date = ${date}
    GROUP BY p.id
  `);
  const [row] = rowsOf<{ start: string; items: SavedPlanItem[] | string }>(result);
  if (!row) throw notFound("Plan");
  const items =
    typeof row.items === "string" ? (JSON.parse(row.items) as SavedPlanItem[]) : row.items;
  return {
    date,
    start: row.start,
    items,
    plannedMinutes: items.reduce((s, i) => s + i.minutes, 0),
    balance: planBalance(items),
  };
}

/** Overlaps and items past midnight, named by the item's field; checked before anything is read. */
function checkTimes(input: SavePlanInput): void {
  input.items.forEach((item, i) => {
    if (toMinutes(item.start) + item.minutes > DAY_END)
      throw badRequest(
        "An item runs past midnight: shorten it or start it earlier",
        `items.${i}.minutes`,
      );
  });
  const order = input.items
    .map((item, i) => ({
      i,
      from: toMinutes(item.start),
      to: toMinutes(item.start) + item.minutes,
    }))
    .sort((a, b) => a.from - b.from);
  for (let k = 1; k < order.length; k++) {
    if (order[k]!.from < order[k - 1]!.to)
      throw badRequest(
        "Items overlap: each must start after the one before ends",
        `items.${order[k]!.i}.start`,
      );
  }
}

/**
 * PUT /api/plans/{date}: every task of the plan gets this date and its start time; a task taken
 * out of the saved plan gets back the date and time it had before the plan. One transaction:
 * all or nothing. A recurring task's occurrence gets the plan's day and time as an override
 * (tasks.seriesSchedule keeps the series'); the answer's `moved` lists the tasks newly brought in
 * from another day.
 */
export async function savePlan(
  userId: string,
  date: string,
  input: SavePlanInput,
): Promise<SavedPlan & { moved: MovedTask[] }> {
  checkTimes(input);
  const db = await getDb();
  const ids = input.items.flatMap((i) => (i.taskId === undefined ? [] : [i.taskId]));
  const habitIds = input.items.flatMap((i) => (i.habitId === undefined ? [] : [i.habitId]));
  const moved: MovedTask[] = [];
  await writeTasks(userId, (w) =>
    db.transaction(async (tx) => {
      const owned = ids.length
        ? await tx
            .select({
              id: tasks.id,
              description: tasks.description,
              completed: tasks.completed,
              dueDate: tasks.dueDate,
              dueTime: tasks.dueTime,
              recurrence: tasks.recurrence,
              seriesSchedule: tasks.seriesSchedule,
            })
            .from(tasks)
            .where(and(eq(tasks.userId, userId), inArray(tasks.id, ids)))
            .for("update")
        : [];
      if (owned.length !== ids.length) throw notFound("Task");
      // A habit's item (issue 46): the user's habit, not archived; it moves no task.
      const ownHabits = habitIds.length
        ? await tx
            .select({ id: habits.id })
            .from(habits)
            .where(
              and(
                eq(habits.userId, userId),
                inArray(habits.id, habitIds),
                eq(habits.archived, false),
              ),
            )
        : [];
      if (ownHabits.length !== habitIds.length) throw notFound("Habit");
      const byId = new Map(owned.map((t) => [t.id, t]));
      const done = input.items.findIndex(
        (i) => i.taskId !== undefined && byId.get(i.taskId)!.completed,
      );
      if (done >= 0) throw badRequest("A completed task cannot be planned", `items.${done}.taskId`);

      const [existing] = await tx
        .select({ items: dayPlans.items })
        .from(dayPlans)
        .where(and(eq(dayPlans.userId, userId), eq(dayPlans.date, date)))
        .for("update");
      const before = new Map<number, PlanItemRow>();
      for (const i of existing?.items ?? []) if (i.taskId !== undefined) before.set(i.taskId, i);
      const kept = new Set(ids);
      for (const [oldId, old] of before) {
        if (kept.has(oldId)) continue;
        // Back to what it was before the plan: a recurring task's occurrence is the series' again.
        await w
          .update(tx)
          .set({
            dueDate: old.prevDueDate,
            dueTime: old.prevDueDate ? old.prevDueTime : null,
            seriesSchedule: null,
          })
          .where(and(eq(tasks.userId, userId), eq(tasks.id, oldId)));
      }
      const rows: PlanItemRow[] = input.items.map((item) => {
        if (item.taskId === undefined)
          return {
            habitId: item.habitId,
            start: item.start,
            minutes: item.minutes,
            prevDueDate: null,
            prevDueTime: null,
          };
        const was = before.get(item.taskId);
        const task = byId.get(item.taskId)!;
        return {
          taskId: item.taskId,
          start: item.start,
          minutes: item.minutes,
          prevDueDate: was ? was.prevDueDate : task.dueDate,
          prevDueTime: was ? was.prevDueTime : task.dueTime,
        };
      });
      for (const item of input.items) {
        if (item.taskId === undefined) continue;
        const task = byId.get(item.taskId)!;
        // A plan is about one day: for a recurring task it sets this occurrence's day and time
        // and keeps the series' own (issue 47), never the rule's time for every occurrence.
        const series =
          task.recurrence && task.dueDate
            ? (task.seriesSchedule ?? { dueDate: task.dueDate, dueTime: task.dueTime })
            : null;
        await w
          .update(tx)
          .set({ dueDate: date, dueTime: item.start, seriesSchedule: series })
          .where(and(eq(tasks.userId, userId), eq(tasks.id, item.taskId)));
        // A task that had another day is moved to this one: the answer says so.
        if (task.dueDate && task.dueDate !== date && !before.has(item.taskId))
          moved.push({ taskId: task.id, description: task.description, from: task.dueDate });
      }
      await tx
        .insert(dayPlans)
        .values({ userId, date, start: input.start, items: rows })
        .onConflictDoUpdate({
          target: [dayPlans.userId, dayPlans.date],
          set: { start: input.start, items: rows, updatedAt: sql`now()` },
        });
    }),
  );
  return { ...(await getPlan(userId, date)), moved };
}
