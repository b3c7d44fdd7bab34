// Goals (issue 45): between the vision board and the task list. Every query is scoped by the
// signed-in user's id; another user's goal (or board item) is a 404, exactly like a missing one.
import "server-only";
import { and, asc, count, desc, eq, isNotNull, ne, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { deletedRows, goals, tasks, userSettings, visionBoardItems } from "@/db/schema";
import { ApiError, notFound } from "@/lib/errors/api-error";
import { countOf } from "@/lib/db/rows";
import { DEFAULT_ESTIMATE_MINUTES } from "@/lib/time/rules";
import { writeTasks } from "@/lib/tasks/write";
import type { CreateGoalInput, ListGoalsQuery, UpdateGoalInput } from "./schemas";
import { readSettings } from "@/lib/settings/data";
import { addDays } from "@/lib/time/days";
import { todayIn } from "@/lib/time/clock";
import { goalWeek, STALL_DAYS, type GoalWeek } from "./week";
import {
  MAX_ACTIVE_GOALS,
  type GoalDto,
  type GoalStatus,
  type GoalTaskDto,
  type GoalWithTasksDto,
} from "./shapes";

const TOO_MANY = `You have ${MAX_ACTIVE_GOALS} active goals, the most Balance keeps. Achieve or drop one first.`;

/** What an unestimated task weighs in a goal's minutes: the user's default estimate. */
const defaultMinutes = (userId: string) => sql`coalesce((
  SELECT ${userSettings.defaultEstimateMinutes} FROM ${userSettings} WHERE ${userSettings.userId} = ${userId}
), ${DEFAULT_ESTIMATE_MINUTES})`;

/** Goals with their picture and progress, in one query (the user's tasks grouped by goal). */
async function selectGoals(userId: string, where: SQL | undefined): Promise<GoalDto[]> {
  const db = await getDb();
  const progress = db
    .select({
      goalId: tasks.goalId,
      tasksTotal: sql<number>`count(*)::int`.as("tasks_total"),
      tasksDone: sql<number>`(count(*) FILTER (WHERE ${tasks.completed}))::int`.as("tasks_done"),
      minutesDone:
        sql<number>`(coalesce(sum(coalesce(${tasks.estimateMinutes}, ${defaultMinutes(userId)})) FILTER (WHERE ${tasks.completed}), 0))::int`.as(
          "minutes_done",
        ),
    })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), sql`${tasks.goalId} IS NOT NULL`))
    .groupBy(tasks.goalId)
    .as("progress");
  const rows = await db
    .select({
      goal: goals,
      imageUrl: visionBoardItems.imageUrl,
      tasksTotal: progress.tasksTotal,
      tasksDone: progress.tasksDone,
      minutesDone: progress.minutesDone,
    })
    .from(goals)
    .leftJoin(
      visionBoardItems,
      and(eq(visionBoardItems.id, goals.visionBoardItemId), eq(visionBoardItems.userId, userId)),
    )
    .leftJoin(progress, eq(progress.goalId, goals.id))
    .where(and(eq(goals.userId, userId), where))
    .orderBy(asc(goals.category), desc(goals.createdAt), desc(goals.id));
  return rows.map((r) => ({
    id: r.goal.id,
    title: r.goal.title,
    category: r.goal.category,
    why: r.goal.why,
    targetDate: r.goal.targetDate,
    status: r.goal.status,
    visionBoardItemId: r.goal.visionBoardItemId,
    imageUrl: r.imageUrl ?? null,
    progress: {
      tasksDone: Number(r.tasksDone ?? 0),
      tasksTotal: Number(r.tasksTotal ?? 0),
      minutesDone: Number(r.minutesDone ?? 0),
    },
    achievedAt: r.goal.achievedAt?.toISOString() ?? null,
  }));
}

async function goalOrNotFound(userId: string, id: number): Promise<GoalDto> {
  const [goal] = await selectGoals(userId, eq(goals.id, id));
  if (!goal) throw notFound("Goal");
  return goal;
}

async function assertRoomForActiveGoal(userId: string): Promise<void> {
  const db = await getDb();
  const n = countOf(
    await db
      .select({ n: count() })
      .from(goals)
      .where(and(eq(goals.userId, userId), eq(goals.status, "active"))),
  );
  if (n >= MAX_ACTIVE_GOALS) throw new ApiError("CONFLICT", TOO_MANY);
}

/** POST /api/goals: a new active goal, from a vision-board item of the user's if one is named. */
export async function createGoal(userId: string, input: CreateGoalInput): Promise<GoalDto> {
  await assertRoomForActiveGoal(userId);
  const db = await getDb();
  if (input.visionBoardItemId) {
    const [item] = await db
      .select({ id: visionBoardItems.id })
      .from(visionBoardItems)
      .where(
        and(eq(visionBoardItems.userId, userId), eq(visionBoardItems.id, input.visionBoardItemId)),
      );
    if (!item) throw notFound("Vision board item");
  }
  const [row] = await db
    .insert(goals)
    .values({
      userId,
      title: input.title,
      category: input.category,
      why: input.why?.trim() ? input.why.trim() : null,
      targetDate: input.targetDate ?? null,
      visionBoardItemId: input.visionBoardItemId ?? null,
    })
    .returning({ id: goals.id });
  return goalOrNotFound(userId, row!.id);
}

/** GET /api/goals: by area, newest first within an area; optionally one status. */
export function listGoals(userId: string, query: ListGoalsQuery): Promise<GoalDto[]> {
  return selectGoals(userId, query.status ? eq(goals.status, query.status) : undefined);
}

/** GET /api/goals/{id}: the goal and its tasks, open ones in list order, then done ones, latest first. */
export async function getGoal(userId: string, id: number): Promise<GoalWithTasksDto> {
  const goal = await goalOrNotFound(userId, id);
  const db = await getDb();
  const rows = await db
    .select({
      id: tasks.id,
      description: tasks.description,
      completed: tasks.completed,
      completedAt: tasks.completedAt,
      dueDate: tasks.dueDate,
      estimateMinutes: tasks.estimateMinutes,
    })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.goalId, id)))
    .orderBy(asc(tasks.completed), desc(tasks.completedAt), asc(tasks.order), asc(tasks.id));
  const list: GoalTaskDto[] = rows.map((t) => ({
    ...t,
    completedAt: t.completedAt?.toISOString() ?? null,
  }));
  return { ...goal, tasks: list };
}

/** PATCH /api/goals/{id}: achieving stamps achievedAt; going back to active clears it (within the cap). */
export async function updateGoal(
  userId: string,
  id: number,
  patch: UpdateGoalInput,
): Promise<GoalDto> {
  const current = await goalOrNotFound(userId, id);
  const becomes: GoalStatus | undefined =
    patch.status && patch.status !== current.status ? patch.status : undefined;
  if (becomes === "active") await assertRoomForActiveGoal(userId);
  const db = await getDb();
  const values: Partial<typeof goals.$inferInsert> = { updatedAt: new Date() };
  if (patch.title !== undefined) values.title = patch.title;
  if (patch.category !== undefined) values.category = patch.category;
  if (patch.why !== undefined) values.why = patch.why?.trim() ? patch.why.trim() : null;
  if (patch.targetDate !== undefined) values.targetDate = patch.targetDate;
  if (becomes) {
    values.status = becomes;
    values.achievedAt = becomes === "achieved" ? new Date() : null;
  }
  await db
    .update(goals)
    .set(values)
    .where(and(eq(goals.userId, userId), eq(goals.id, id)));
  return goalOrNotFound(userId, id);
}

/**
 * DELETE /api/goals/{id}: the goal goes, its tasks stay, unlinked (the foreign key sets them to
 * null; deleted tasks waiting for Undo are unlinked in their stored copy too, so they can come back).
 */
export async function deleteGoal(userId: string, id: number): Promise<void> {
  const db = await getDb();
  // Deleting the goal unlinks its tasks (ON DELETE SET NULL): a write to them.
  const gone = await writeTasks(userId, () =>
    db
      .delete(goals)
      .where(and(eq(goals.userId, userId), eq(goals.id, id)))
      .returning({ id: goals.id }),
  );
  if (gone.length === 0) throw notFound("Goal");
  await db
    .update(deletedRows)
    .set({ data: sql`${deletedRows.data} || '{"goal_id": null}'::jsonb` })
    .where(
      and(
        eq(deletedRows.userId, userId),
        eq(deletedRows.kind, "task"),
        sql`${deletedRows.data} ->> 'goal_id' = ${String(id)}`,
      ),
    );
}

/**
 * The weekly review's goals (lib/goals/week.ts) for the week starting `weekStart`: two queries,
 * the user's goals that are not dropped and their tasks done since the earlier of the week's
 * start and two weeks ago.
 */
export async function reviewGoals(
  userId: string,
  weekStart: string,
  now = new Date(),
): Promise<GoalWeek> {
  const settings = await readSettings(userId);
  const today = todayIn(settings.timeZone, now);
  const since = [weekStart, addDays(today, -STALL_DAYS)].sort()[0]!;
  const db = await getDb();
  const [goalRows, doneRows] = await Promise.all([
    db
      .select({
        id: goals.id,
        title: goals.title,
        status: goals.status,
        createdAt: goals.createdAt,
        achievedAt: goals.achievedAt,
      })
      .from(goals)
      .where(and(eq(goals.userId, userId), ne(goals.status, "dropped")))
      .orderBy(asc(goals.category), asc(goals.id)),
    db
      .select({
        goalId: tasks.goalId,
        completedAt: tasks.completedAt,
        estimateMinutes: tasks.estimateMinutes,
      })
      .from(tasks)
      .where(
        and(
          eq(tasks.userId, userId),
          eq(tasks.completed, true),
          isNotNull(tasks.goalId),
          sql`${tasks.completedAt} >= (${since}::date::timestamp AT TIME ZONE ${settings.timeZone})`,
        ),
      ),
  ]);
  const day = (at: Date) => todayIn(settings.timeZone, at);
  return goalWeek(
    goalRows.map((g) => ({
      id: g.id,
      title: g.title,
      status: g.status,
      createdOn: day(g.createdAt),
      achievedOn: g.achievedAt ? day(g.achievedAt) : null,
    })),
    doneRows
      .filter((t) => t.goalId !== null && t.completedAt !== null)
      .map((t) => ({
        goalId: t.goalId!,
        doneOn: day(t.completedAt!),
        minutes: t.estimateMinutes ?? settings.defaultEstimateMinutes,
      })),
    weekStart,
    today,
  );
}

/** The user's active goals' titles by id (what Plan today and Prioritize lean toward). */
export async function activeGoalTitles(userId: string): Promise<Map<number, string>> {
  const db = await getDb();
  const rows = await db
    .select({ id: goals.id, title: goals.title })
    .from(goals)
    .where(and(eq(goals.userId, userId), eq(goals.status, "active")));
  return new Map(rows.map((r) => [r.id, r.title]));
}
