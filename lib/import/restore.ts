// A Balance backup's rows other than tasks, written inside the import's commit transaction
// (./commit.ts) and taken away again by its undo (./undo.ts). Old ids are mapped to the new rows:
// boards and their items first (goals point at an item), goals before the tasks (a task points at
// its goal), then what points at tasks and habits. Times (created, completed, achieved, checked)
// are kept, so the history reads as it did. A check-in on a day the account already has one, or a
// weekly review of a week it already reviewed, keeps the account's own.
import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { getDb } from "@/db/client";
import {
  checkins,
  goals,
  habitChecks,
  habits,
  journals,
  timeEntries,
  userSettings,
  visionBoardItems,
  visionBoards,
  weeklyReviews,
  type ImportCreated,
} from "@/db/schema";
import type { Category, CategoryMap } from "@/lib/categories";
import { saveUserImage } from "@/lib/storage/images";
import type { RestoreBundle } from "./restore-bundle";
import { inBatches } from "@/lib/db/rows";

type Db = Awaited<ReturnType<typeof getDb>>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const at = (v: string | null | undefined, fallback: Date) => (v ? new Date(v) : fallback);
/** Rows an INSERT carries at once (lib/db/rows.ts: a statement has at most 65,535 parameters). */
const BATCH = 500;
/** Ids a DELETE names at once. */
export const DELETE_BATCH = 5000;

/**
 * Stores the backup's pictures in the user's image folder (when the preview is made, outside any
 * transaction): each keeps its bytes' type; the bundle keeps the new address instead of the bytes.
 */
export async function storeRestorePictures(userId: string, bundle: RestoreBundle): Promise<void> {
  for (const picture of bundle.pictures) {
    if (!picture.data) continue;
    const bytes = Buffer.from(picture.data, "base64");
    const saved = await saveUserImage(userId, new Uint8Array(bytes), picture.mimeType);
    picture.storedUrl = saved.url;
    delete picture.data;
  }
}

export type RestoreBefore = { goalIds: Map<number, number>; journalIds: Map<number, number> };

/** Boards, items and goals (tasks point at goals), and journals: before the tasks. */
export async function restoreBeforeTasks(
  tx: Tx,
  userId: string,
  bundle: RestoreBundle,
  created: ImportCreated,
  now: Date,
): Promise<RestoreBefore> {
  const pictureUrl = new Map(bundle.pictures.map((p) => [p.url, p.storedUrl ?? null]));
  const journalIds = new Map<number, number>();
  const journalRows = await inBatches(bundle.journals, BATCH, (batch) =>
    tx
      .insert(journals)
      .values(
        batch.map((j) => ({
          userId,
          title: j.title,
          content: j.content,
          category: j.category as Category,
          createdAt: at(j.createdAt, now),
          updatedAt: at(j.updatedAt ?? j.createdAt, now),
        })),
      )
      .returning({ id: journals.id }),
  );
  created.journals.push(...journalRows.map((r) => r.id));
  // RETURNING gives the rows in the VALUES order, and the batches keep the backup's order.
  bundle.journals.forEach((j, i) => journalIds.set(j.id, journalRows[i]!.id));
  const boardIds = new Map<number, number>();
  for (const board of bundle.visionBoards) {
    const [row] = await tx
      .insert(visionBoards)
      .values({
        userId,
        title: board.title,
        description: board.description ?? "",
        imageUrl: board.imageUrl ? (pictureUrl.get(board.imageUrl) ?? null) : null,
        createdAt: at(board.createdAt, now),
      })
      .returning({ id: visionBoards.id });
    boardIds.set(board.id, row!.id);
    created.visionBoards.push(row!.id);
  }
  const itemIds = new Map<number, number>();
  for (const item of bundle.visionBoardItems) {
    const board = boardIds.get(item.visionBoardId);
    const url = pictureUrl.get(item.imageUrl);
    if (!board || !url) continue;
    const [row] = await tx
      .insert(visionBoardItems)
      .values({
        userId,
        visionBoardId: board,
        imageUrl: url,
        description: item.description,
        positionX: item.positionX ?? 0,
        positionY: item.positionY ?? 0,
        createdAt: at(item.createdAt, now),
      })
      .returning({ id: visionBoardItems.id });
    itemIds.set(item.id, row!.id);
  }
  const goalIds = new Map<number, number>();
  for (const goal of bundle.goals) {
    const [row] = await tx
      .insert(goals)
      .values({
        userId,
        title: goal.title,
        category: goal.category as Category,
        why: goal.why ?? null,
        targetDate: goal.targetDate ?? null,
        status: goal.status,
        visionBoardItemId: goal.visionBoardItemId
          ? (itemIds.get(goal.visionBoardItemId) ?? null)
          : null,
        achievedAt: goal.achievedAt ? new Date(goal.achievedAt) : null,
        createdAt: at(goal.createdAt, now),
        updatedAt: at(goal.updatedAt ?? goal.createdAt, now),
      })
      .returning({ id: goals.id });
    goalIds.set(goal.id, row!.id);
    (created.goals ??= []).push(row!.id);
  }
  return { goalIds, journalIds };
}

/** Check-ins, habits and their checks, timer entries, weekly reviews and settings: after the tasks. */
export async function restoreAfterTasks(
  tx: Tx,
  userId: string,
  bundle: RestoreBundle,
  taskIds: ReadonlyMap<number, number>,
  before: RestoreBefore,
  created: ImportCreated,
  now: Date,
): Promise<void> {
  if (bundle.checkins.length) {
    const rows = await inBatches(bundle.checkins, BATCH, (batch) =>
      tx
        .insert(checkins)
        .values(
          batch.map((c) => ({
            userId,
            date: c.date,
            scores: c.scores as CategoryMap<number>,
            note: c.note ?? null,
            createdAt: at(c.createdAt, now),
            updatedAt: at(c.updatedAt ?? c.createdAt, now),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: checkins.id }),
    );
    created.checkins = rows.map((r) => r.id);
  }
  const habitIds = new Map<number, number>();
  for (const habit of bundle.habits) {
    const [row] = await tx
      .insert(habits)
      .values({
        userId,
        title: habit.title,
        category: habit.category as Category,
        targetTimes: habit.targetTimes,
        targetPer: habit.targetPer,
        estimateMinutes: habit.estimateMinutes ?? null,
        reminderTime: habit.reminderTime ?? null,
        archived: habit.archived ?? false,
        createdAt: at(habit.createdAt, now),
      })
      .returning({ id: habits.id });
    habitIds.set(habit.id, row!.id);
    (created.habits ??= []).push(row!.id);
  }
  const checks = bundle.habitChecks.flatMap((c) => {
    const habitId = habitIds.get(c.habitId);
    return habitId ? [{ userId, habitId, date: c.date, createdAt: at(c.createdAt, now) }] : [];
  });
  await inBatches(checks, BATCH, async (batch) => {
    await tx.insert(habitChecks).values(batch).onConflictDoNothing();
    return [];
  });
  const entries = bundle.timeEntries.flatMap((e) => {
    const taskId = e.taskId ? (taskIds.get(e.taskId) ?? null) : null;
    const habitId = e.habitId ? (habitIds.get(e.habitId) ?? null) : null;
    if (!taskId && !habitId) return [];
    return [
      {
        userId,
        taskId,
        habitId,
        date: e.date,
        startedAt: e.startedAt ? new Date(e.startedAt) : null,
        endedAt: e.endedAt ? new Date(e.endedAt) : null,
        minutes: e.minutes,
        capped: e.capped ?? false,
        manual: e.manual ?? false,
        corrected: e.corrected ?? false,
      },
    ];
  });
  const entryRows = await inBatches(entries, BATCH, (batch) =>
    tx.insert(timeEntries).values(batch).returning({ id: timeEntries.id }),
  );
  if (entryRows.length) created.timeEntries = entryRows.map((r) => r.id);
  if (bundle.weeklyReviews.length) {
    const rows = await inBatches(bundle.weeklyReviews, BATCH, (batch) =>
      tx
        .insert(weeklyReviews)
        .values(
          batch.map((r) => ({
            userId,
            weekStart: r.weekStart,
            journalId: r.journalId ? (before.journalIds.get(r.journalId) ?? null) : null,
            focusAreas: r.focusAreas as Category[],
            focusTaskIds: r.focusTaskIds.flatMap((id) => {
              const mapped = taskIds.get(id);
              return mapped ? [mapped] : [];
            }),
            createdAt: at(r.createdAt, now),
            updatedAt: at(r.updatedAt ?? r.createdAt, now),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: weeklyReviews.id }),
    );
    created.weeklyReviews = rows.map((r) => r.id);
  }
  await restoreSettings(tx, userId, bundle, created);
}

/** The backup's settings replace the account's; the account's are kept for Undo. */
async function restoreSettings(
  tx: Tx,
  userId: string,
  bundle: RestoreBundle,
  created: ImportCreated,
): Promise<void> {
  const values = { ...bundle.settings } as Partial<typeof userSettings.$inferInsert>;
  if (Object.keys(bundle.categoryNames).length) values.categoryNames = bundle.categoryNames;
  if (Object.keys(values).length === 0) return;
  const [before] = await tx.select().from(userSettings).where(eq(userSettings.userId, userId));
  if (!before) return;
  created.settingsBefore = Object.fromEntries(
    Object.keys(values).map((k) => [k, before[k as keyof typeof before]]),
  );
  await tx.update(userSettings).set(values).where(eq(userSettings.userId, userId));
}

/** Deletes the user's rows of a table by id, DELETE_BATCH ids a statement; how many went. */
export async function deleteCreated(
  tx: Tx,
  userId: string,
  table:
    | typeof goals
    | typeof checkins
    | typeof habits
    | typeof timeEntries
    | typeof weeklyReviews
    | typeof journals
    | typeof visionBoards,
  ids: number[] | undefined,
): Promise<number> {
  const gone = await inBatches(ids ?? [], DELETE_BATCH, (batch) =>
    tx
      .delete(table)
      .where(and(eq(table.userId, userId), inArray(table.id, batch)))
      .returning({ id: table.id }),
  );
  return gone.length;
}

/** Undo of a restore: its rows other than tasks, journals and boards, and the settings it replaced. */
export async function undoRestore(tx: Tx, userId: string, created: ImportCreated): Promise<number> {
  let removed = 0;
  removed += await deleteCreated(tx, userId, timeEntries, created.timeEntries);
  removed += await deleteCreated(tx, userId, weeklyReviews, created.weeklyReviews);
  removed += await deleteCreated(tx, userId, checkins, created.checkins);
  removed += await deleteCreated(tx, userId, habits, created.habits);
  removed += await deleteCreated(tx, userId, goals, created.goals);
  if (created.settingsBefore)
    await tx
      .update(userSettings)
      .set(created.settingsBefore as Partial<typeof userSettings.$inferInsert>)
      .where(eq(userSettings.userId, userId));
  return removed;
}
