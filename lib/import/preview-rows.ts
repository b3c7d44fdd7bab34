// A preview's rows, stored in chunks (issue 43, item 5; docs/decisions/import-large-files.md): a
// 20,000-row file is ~6.6 MB of JSON, and one JSONB value of that size is serialised, parsed and
// written in one piece, holding the event loop (and, on the embedded database, the database too)
// for 100 ms and more. In chunks of at most CHUNK_ROWS rows and CHUNK_CHARS characters of JSON each
// piece takes a few milliseconds, with a turn of the event loop between two pieces.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { getDb } from "@/db/client";
import { importRows } from "@/db/schema";
import type { PreviewTask } from "./shapes";
import { yieldToEventLoop } from "@/lib/server/event-loop";
import { boundedBatches } from "@/lib/server/bounded-batches";

type Db = Awaited<ReturnType<typeof getDb>>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Conn = Db | Tx;

/** A preview row as stored: the API's row plus what a commit keeps but the preview does not show. */
export type StoredTask = PreviewTask & { createdAt: string | null; goalRef?: number | null };

/** Rows per stored chunk: ~170 kB of JSON for tasks, a few milliseconds to write or read. */
const CHUNK_ROWS = 500;
/**
 * And characters of JSON: 500 journal entries of 20,000 characters were a 10 MB chunk, whose
 * writing held the event loop 60-90 ms.
 */
const CHUNK_CHARS = 256_000;

/** Whose rows a chunk holds: the preview's tasks, or one of a backup's long lists. */
export type RowsPart = "tasks" | "journals" | "checkins" | "habitChecks" | "timeEntries";

/**
 * Stores one part's rows, one chunk per INSERT, yielding between them. Each row is serialised here,
 * once, to size the chunks; the chunk goes to the database as that text.
 */
export async function writeRowChunks<T>(
  db: Conn,
  userId: string,
  importId: string,
  part: RowsPart,
  rows: readonly T[],
  onProgress?: (done: number) => void,
): Promise<void> {
  // Serialised as the chunks are written, not all at once (19 MB of journal entries would be one
  // long step); a row that is not JSON (undefined) is a null, as drizzle wrote it.
  const json = function* () {
    for (const row of rows) yield JSON.stringify(row) ?? "null";
  };
  let chunk = 0;
  let done = 0;
  for (const chunkRows of boundedBatches(json(), (j) => j.length, {
    count: CHUNK_ROWS,
    size: CHUNK_CHARS,
  })) {
    await db.insert(importRows).values({
      importId,
      userId,
      part,
      chunk: chunk++,
      rows: sql`${`[${chunkRows.join(",")}]`}::jsonb`,
    });
    done += chunkRows.length;
    onProgress?.(done);
    await yieldToEventLoop();
  }
}

/** One part's rows, chunk by chunk in the file's order; scoped by the user as well as the import. */
export async function readRowChunks<T>(
  db: Conn,
  userId: string,
  importId: string,
  part: RowsPart,
): Promise<T[][]> {
  const chunks: T[][] = [];
  // One chunk a query: the database's answer and its JSON parse stay a few milliseconds each.
  for (let chunk = 0; ; chunk++) {
    const [row] = await db
      .select({ rows: importRows.rows })
      .from(importRows)
      .where(
        and(
          eq(importRows.importId, importId),
          eq(importRows.userId, userId),
          eq(importRows.part, part),
          eq(importRows.chunk, chunk),
        ),
      );
    if (!row) break;
    chunks.push(row.rows as unknown as T[]);
    await yieldToEventLoop();
  }
  return chunks;
}

/** Stores the task rows of a new preview. */
export const writePreviewRows = (
  db: Conn,
  userId: string,
  importId: string,
  rows: StoredTask[],
  onProgress?: (done: number) => void,
) => writeRowChunks(db, userId, importId, "tasks", rows, onProgress);

/** A preview's task rows, chunk by chunk in the file's order. */
export const readPreviewRows = (db: Conn, userId: string, importId: string) =>
  readRowChunks<StoredTask>(db, userId, importId, "tasks");

/** Writes back the chunks whose rows changed (`changed` holds their numbers). */
export async function updatePreviewRows(
  db: Conn,
  userId: string,
  importId: string,
  chunks: StoredTask[][],
  changed: Set<number>,
): Promise<void> {
  for (const chunk of [...changed].sort((a, b) => a - b)) {
    await db
      .update(importRows)
      .set({ rows: chunks[chunk] as unknown as Record<string, unknown>[] })
      .where(
        and(
          eq(importRows.importId, importId),
          eq(importRows.userId, userId),
          eq(importRows.part, "tasks"),
          eq(importRows.chunk, chunk),
        ),
      );
    await yieldToEventLoop();
  }
}

/** Drops a preview's rows, every part (after its commit: only what Undo needs is kept). */
export async function deletePreviewRows(db: Conn, userId: string, importId: string) {
  await db
    .delete(importRows)
    .where(and(eq(importRows.importId, importId), eq(importRows.userId, userId)));
}
