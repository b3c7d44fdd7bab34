// Undo for deletions. Deleting a task, a journal entry, a vision-board item, a checklist item or a
// time entry (issue 46) moves the row, whole,
// into deleted_rows in the same statement; restoring moves it back with the same id and every
// column as it was. Nothing else reads deleted_rows, so lists, counts, the AI and the export never
// see a deleted row. A row can come back for RESTORE_WINDOW_MS; after that it is purged for good.
import "server-only";
import { and, eq, getTableColumns, gt, lte, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  deletedRows,
  journals,
  taskItems,
  tasks,
  timeEntries,
  visionBoardItems,
} from "@/db/schema";
import { pgErrorCode } from "@/lib/db/errors";
import { releaseImages } from "@/lib/storage/image-refs";

/** How long a deleted row can be restored. */
export const RESTORE_WINDOW_MS = 24 * 60 * 60 * 1000;

const TABLES = {
  task: tasks,
  journal: journals,
  item: visionBoardItems,
  task_item: taskItems,
  time_entry: timeEntries,
} as const;
export type TrashKind = keyof typeof TABLES;

/**
 * The schema's columns of a table, quoted (optionally prefixed by a row alias): a restore names
 * them, because the generated search vectors (migration 0010, not in the schema) cannot be
 * inserted, only recomputed.
 */
function columnList(table: (typeof TABLES)[TrashKind], alias?: SQL): SQL {
  const names = Object.values(getTableColumns(table)).map((c) =>
    alias ? sql`${alias}.${sql.identifier(c.name)}` : sql.identifier(c.name),
  );
  return sql.join(names, sql`, `);
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/**
 * Extra facts kept beside a row, for links that its deletion undoes: the weekly reviews whose
 * reflection a journal entry is (weekly_reviews.journal_id is set to null by the delete).
 */
function linksOf(kind: TrashKind): SQL {
  // A task's checklist items go with it (the foreign key cascades): keep them for its Undo. The
  // statement's snapshot still sees them, since the cascade runs after it.
  if (kind === "task") {
    return sql`jsonb_build_object('_items', (SELECT coalesce(jsonb_agg(to_jsonb(i) - 'search'), '[]'::jsonb) FROM task_items i WHERE i.task_id = gone.id AND i.user_id = gone.user_id))`;
  }
  if (kind !== "journal") return sql`'{}'::jsonb`;
  return sql`jsonb_build_object('_reviewIds', (SELECT coalesce(jsonb_agg(r.id), '[]'::jsonb) FROM weekly_reviews r WHERE r.journal_id = gone.id AND r.user_id = gone.user_id))`;
}

/**
 * Deletes the user's row and keeps it for Undo, in one statement (both or neither). Returns the
 * deleted row as stored (snake_case columns), or null when the user has no such row.
 */
export async function trashRow(
  kind: TrashKind,
  userId: string,
  id: number,
): Promise<Record<string, unknown> | null> {
  const table = TABLES[kind];
  const db = await getDb();
  const result = await db.execute(sql`
    WITH gone AS (
      DELETE FROM ${table} WHERE ${table.userId} = ${userId} AND ${table.id} = ${id} RETURNING *
    )
    INSERT INTO ${deletedRows} (user_id, kind, row_id, data)
    SELECT gone.user_id, ${kind}, gone.id, (to_jsonb(gone) - 'search') || ${linksOf(kind)} FROM gone
    ON CONFLICT (kind, row_id) DO UPDATE SET data = excluded.data, deleted_at = now(), user_id = excluded.user_id
    RETURNING data
  `);
  const [row] = rowsOf<{ data: Record<string, unknown> | string }>(result);
  await purgeExpiredRows(userId).catch((err: unknown) =>
    console.error("[trash] purge failed:", (err as Error).message),
  );
  if (!row) return null;
  return typeof row.data === "string"
    ? (JSON.parse(row.data) as Record<string, unknown>)
    : row.data;
}

/** The stored row of a deleted, still restorable row of the user's, or null. */
export async function trashedRow(
  kind: TrashKind,
  userId: string,
  id: number,
): Promise<Record<string, unknown> | null> {
  const db = await getDb();
  const [row] = await db
    .select({ data: deletedRows.data })
    .from(deletedRows)
    .where(
      and(
        eq(deletedRows.userId, userId),
        eq(deletedRows.kind, kind),
        eq(deletedRows.rowId, id),
        gt(deletedRows.deletedAt, restoreCutoff()),
      ),
    );
  return row?.data ?? null;
}

const restoreCutoff = (now = new Date()) => new Date(now.getTime() - RESTORE_WINDOW_MS);

/**
 * Puts a deleted row back exactly as it was, if it is the user's and was deleted less than
 * RESTORE_WINDOW_MS ago. Returns false when there is nothing to restore (unknown, another user's,
 * not deleted, purged, or its vision board is gone meanwhile).
 */
export async function restoreRow(kind: TrashKind, userId: string, id: number): Promise<boolean> {
  const table = TABLES[kind];
  const cutoff = restoreCutoff();
  const db = await getDb();
  try {
    const result = await db.execute(sql`
      WITH back AS (
        DELETE FROM ${deletedRows}
        WHERE ${deletedRows.userId} = ${userId} AND ${deletedRows.kind} = ${kind} AND ${deletedRows.rowId} = ${id}
          AND ${deletedRows.deletedAt} > ${cutoff.toISOString()}::timestamptz
        RETURNING data
      ), restored AS (
        INSERT INTO ${table} (${columnList(table)}) SELECT ${columnList(table, sql`r`)} FROM back, jsonb_populate_record(NULL::${table}, back.data) AS r RETURNING id
      )
      SELECT (SELECT count(*) FROM restored)::int AS n, (SELECT data -> '_reviewIds' FROM back) AS reviews,
        (SELECT data -> '_items' FROM back) AS items
    `);
    const [row] = rowsOf<{ n: number | string; reviews: unknown; items: unknown }>(result);
    if (Number(row?.n ?? 0) === 0) return false;
    if (kind === "journal") await relinkReviews(userId, id, row?.reviews);
    if (kind === "task") await restoreItems(userId, id, row?.items);
    return true;
  } catch (err) {
    // The row's parent (a vision board) was deleted meanwhile: there is nothing to restore it into.
    if (pgErrorCode(err) === "23503") return false;
    throw err;
  }
}

/** A restored task's checklist comes back with it, each item with its id, text, tick and place. */
async function restoreItems(userId: string, taskId: number, items: unknown): Promise<void> {
  const list = typeof items === "string" ? (JSON.parse(items) as unknown) : items;
  if (!Array.isArray(list) || list.length === 0) return;
  const db = await getDb();
  await db.execute(sql`
    INSERT INTO ${taskItems} (${columnList(taskItems)})
    SELECT ${columnList(taskItems, sql`r`)} FROM jsonb_populate_recordset(NULL::${taskItems}, ${JSON.stringify(list)}::jsonb) AS r
    WHERE r.task_id = ${taskId} AND r.user_id = ${userId}
    ON CONFLICT (id) DO NOTHING
  `);
}

async function relinkReviews(userId: string, journalId: number, reviews: unknown): Promise<void> {
  const ids = (typeof reviews === "string" ? (JSON.parse(reviews) as unknown) : reviews) as unknown;
  if (!Array.isArray(ids) || ids.length === 0) return;
  const db = await getDb();
  await db.execute(sql`
    UPDATE weekly_reviews SET journal_id = ${journalId}
    WHERE user_id = ${userId} AND journal_id IS NULL AND id = ANY(${`{${ids.map(Number).join(",")}}`}::int[])
  `);
}

/**
 * Deletes for good the rows deleted more than RESTORE_WINDOW_MS ago: one user's (run on each of
 * their deletions, so it works on a serverless host with no timer) or everyone's (a long-lived
 * server's periodic run). Returns how many rows were purged.
 */
export async function purgeExpiredRows(userId?: string, now = new Date()): Promise<number> {
  const cutoff = restoreCutoff(now);
  const db = await getDb();
  const expired = lte(deletedRows.deletedAt, cutoff);
  const gone = await db
    .delete(deletedRows)
    .where(userId ? and(eq(deletedRows.userId, userId), expired) : expired)
    .returning({ userId: deletedRows.userId, kind: deletedRows.kind, data: deletedRows.data });
  // A purged item's image goes too, unless another board or item still shows it.
  for (const row of gone) {
    if (row.kind === "item")
      await releaseImages(row.userId, [row.data.image_url as string | undefined]);
  }
  return gone.length;
}

/** How often a long-lived server purges everyone's expired rows. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Starts the periodic purge in this process (a long-lived server); the timer never keeps it alive. */
export function startTrashPurger(): void {
  const run = () =>
    void purgeExpiredRows().catch((err: unknown) =>
      console.error("[trash] purge failed:", (err as Error).message),
    );
  setTimeout(run, 90_000).unref();
  setInterval(run, PURGE_EVERY_MS).unref();
}
