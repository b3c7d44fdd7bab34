// POST /api/import and PATCH /api/import/{id}: a file read into preview rows, each given one of
// the eight areas (the source's list or project names first, then its tags, then the categorizer),
// stored for 24 hours without writing anything else; the answer counts what a commit would write
// and says whether it would pass the open-task cap.
import "server-only";
import { and, count, eq, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { imports, tasks } from "@/db/schema";
import { badRequest, conflict, notFound } from "@/lib/errors/api-error";
import type { Category } from "@/lib/categories";
import { categorizeLocal } from "@/lib/ai/local/categorizer";
import { correctionExamples } from "@/lib/tasks/data";
import { getSettings } from "@/lib/settings/data";
import { namesInForce } from "@/lib/settings/shapes";
import { MAX_OPEN_TASKS } from "@/lib/tasks/shapes";
import { maxTasksPerAccount } from "@/lib/tasks/open-task-cap";
import { takeLimit } from "@/lib/server/rate-limit";
import { areaOfName, areaOfOrigin } from "./areas";
import { readImportFile } from "./read";
import type { ReadableSource } from "./sources";
import type { ReadResult } from "./read-common";
import { restoreCounts, type RestoreCounts } from "./restore-bundle";
import { withoutLongLists, writeRestoreLists, type StoredRestore } from "./restore-lists";
import { storeRestorePictures } from "./restore";
import {
  readPreviewRows,
  updatePreviewRows,
  writePreviewRows,
  type StoredTask,
} from "./preview-rows";
import {
  PREVIEW_LIFETIME_MS,
  PREVIEW_LINES_MAX,
  type ImportPreview,
  type ImportSource,
  type PreviewArea,
  type PreviewTask,
} from "./shapes";
import { slicer } from "@/lib/server/event-loop";

/** The preview's row in `imports`: all but its task rows, which are stored in chunks (./preview-rows). */
export type StoredPreview = {
  source: ImportSource;
  /** Only in a preview stored before the rows had their own table (one JSON value). */
  tasks?: StoredTask[];
  /** The first PREVIEW_LINES_MAX of each; the counts are of all (absent in older previews). */
  skipped: ImportPreview["skipped"];
  warnings: ImportPreview["warnings"];
  skippedCount?: number;
  warningCount?: number;
  journals: number;
  visionBoards: number;
  /** A Balance backup's other rows (pictures already stored), written by the commit. */
  restore?: StoredRestore;
  /** Counted before the long lists went to their chunks (./restore-lists.ts). */
  restoreCounts?: RestoreCounts;
};

const conflictCommitted = () => conflict("This import has already been committed");

/**
 * The user's import, locked for this transaction, while it is still an open preview (adjust and
 * commit both start here): another user's, a missing or an expired one is a 404, a committed one
 * a 409.
 */
export async function lockOpenPreview(
  tx: Parameters<typeof readPreviewRows>[0],
  userId: string,
  id: string,
  now: Date,
) {
  const [row] = await tx
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.userId, userId)))
    .for("update");
  if (!row) throw notFound("Import");
  if (row.status !== "preview") throw conflictCommitted();
  if (row.expiresAt <= now) throw notFound("Import");
  return { row, stored: row.preview as unknown as StoredPreview };
}

/** Previews per user and hour: reading a file costs CPU, and nothing else limits how often. */
const PREVIEWS_PER_HOUR = 30;

/** What a preview is doing: choosing the rows' areas, then storing them; `done` of `total` rows. */
type PreviewProgress = (step: "areas" | "saving", done: number, total: number) => void;

/**
 * A preview's task rows in chunks (the chunk numbers are those of ./preview-rows). A preview stored
 * before the rows had their own table keeps them in one value: read as one chunk.
 */
export async function previewChunks(
  db: Parameters<typeof readPreviewRows>[0],
  userId: string,
  id: string,
  stored: StoredPreview,
): Promise<StoredTask[][]> {
  if (stored.tasks) return [stored.tasks];
  return readPreviewRows(db, userId, id);
}

/**
 * Areas for every row: its origin's area, else its first tag's, else the categorizer's answer on
 * its title (the same title is asked once). The loop yields to the event loop every few
 * milliseconds, so a big file never holds other requests up.
 */
async function chooseAreas(
  userId: string,
  read: ReadResult,
  onProgress?: PreviewProgress,
): Promise<StoredTask[]> {
  const settings = await getSettings(userId);
  const names = namesInForce(settings) ?? {};
  const examples = await correctionExamples(userId);
  const byOrigin = new Map<string, Category | null>();
  const byTitle = new Map<string, Category>();
  const out: StoredTask[] = [];
  const tick = slicer();
  onProgress?.("areas", 0, read.tasks.length);
  for (const t of read.tasks) {
    let category: Category | null = null;
    let source: PreviewTask["categorySource"] = "ai";
    if (t.category) {
      category = t.category;
      source = "file";
    }
    if (!category && t.origin) {
      if (!byOrigin.has(t.origin)) byOrigin.set(t.origin, areaOfOrigin(t.origin, names));
      category = byOrigin.get(t.origin) ?? null;
      if (category) source = "origin";
    }
    if (!category) {
      for (const h of t.hints) {
        category = areaOfName(h, names);
        if (category) {
          source = "tag";
          break;
        }
      }
    }
    if (!category) {
      const key = t.description.toLowerCase();
      category = byTitle.get(key) ?? categorizeLocal(t.description, examples).category;
      byTitle.set(key, category);
      source = "ai";
    }
    out.push({
      ref: t.ref,
      description: t.description,
      notes: t.notes,
      category,
      categorySource: source,
      dueDate: t.dueDate,
      dueTime: t.dueTime,
      recurrence: t.recurrence,
      estimateMinutes: t.estimateMinutes,
      completed: t.completed,
      completedAt: t.completedAt,
      important: t.important,
      items: t.items,
      origin: t.origin,
      include: true,
      createdAt: t.createdAt ?? null,
      ...(t.goalRef ? { goalRef: t.goalRef } : {}),
    });
    const turn = tick();
    if (turn) {
      onProgress?.("areas", out.length, read.tasks.length);
      await turn;
    }
  }
  return out;
}

/** The user's open tasks and all their tasks, in one scan. */
async function taskCounts(userId: string): Promise<{ open: number; all: number }> {
  const db = await getDb();
  const [row] = await db
    .select({
      open: sql<number>`(count(*) FILTER (WHERE NOT ${tasks.completed}))::int`,
      all: count(),
    })
    .from(tasks)
    .where(eq(tasks.userId, userId));
  return { open: Number(row?.open ?? 0), all: Number(row?.all ?? 0) };
}

/** An origin's included rows and how many of them are in each area. */
type OriginTally = { tasks: number; per: Map<Category, number> };

/** The areas by origin, biggest first: the "move this whole list" choice. */
function areasOf(by: Map<string, OriginTally>): PreviewArea[] {
  return [...by]
    .map(([origin, { tasks: n, per }]) => {
      const [category] = [...per].sort((a, b) => b[1] - a[1])[0]!;
      return { origin, tasks: n, category, mixed: per.size > 1 };
    })
    .sort((a, b) => b.tasks - a.tasks || a.origin.localeCompare(b.origin));
}

/**
 * What the API answers: the stored preview, counted, with the cap as it stands now. The rows are
 * counted and copied in one pass that yields every few milliseconds: over 20,000 rows the counts,
 * the copies and the areas held the event loop for 24-37 ms in one go.
 */
async function presentPreview(
  userId: string,
  id: string,
  stored: StoredPreview,
  rows: StoredTask[],
  expiresAt: Date,
): Promise<ImportPreview> {
  const tick = slicer();
  const tasksOut: PreviewTask[] = [];
  const byOrigin = new Map<string, OriginTally>();
  const counted = { tasks: 0, open: 0, recurring: 0, checklistItems: 0 };
  for (const { createdAt: _createdAt, goalRef: _goalRef, ...t } of rows) {
    await tick();
    tasksOut.push(t);
    if (!t.include) continue;
    counted.tasks += 1;
    if (!t.completed) counted.open += 1;
    if (t.recurrence) counted.recurring += 1;
    counted.checklistItems += t.items.length;
    const tally = byOrigin.get(t.origin) ?? { tasks: 0, per: new Map<Category, number>() };
    tally.tasks += 1;
    tally.per.set(t.category, (tally.per.get(t.category) ?? 0) + 1);
    byOrigin.set(t.origin, tally);
  }
  const held = await taskCounts(userId);
  const room = Math.max(0, MAX_OPEN_TASKS - held.open);
  const max = maxTasksPerAccount();
  const taskRoom = Math.max(0, max - held.all);
  return {
    id,
    source: stored.source,
    counts: {
      tasks: counted.tasks,
      open: counted.open,
      completed: counted.tasks - counted.open,
      recurring: counted.recurring,
      checklistItems: counted.checklistItems,
      journals: stored.journals,
      visionBoards: stored.visionBoards,
      skipped: stored.skippedCount ?? stored.skipped.length,
      warnings: stored.warningCount ?? stored.warnings.length,
      ...(stored.restore ? { restore: stored.restoreCounts ?? restoreCounts(stored.restore) } : {}),
    },
    tasks: tasksOut,
    // A preview stored before the lists were cut (it lives a day) still holds them all.
    skipped: stored.skipped.slice(0, PREVIEW_LINES_MAX),
    warnings: stored.warnings.slice(0, PREVIEW_LINES_MAX),
    areas: areasOf(byOrigin),
    openTaskRoom: room,
    overOpenTaskCap: counted.open > room,
    taskRoom,
    maxTasks: max,
    overTaskCap: counted.tasks > taskRoom,
    expiresAt: expiresAt.toISOString(),
  };
}

/** POST /api/import: reads the file, chooses areas, stores the preview. Nothing else is written. */
export async function createPreview(
  userId: string,
  file: { bytes: Uint8Array; name: string },
  source: ReadableSource | undefined,
  now = new Date(),
  onProgress?: PreviewProgress,
): Promise<ImportPreview> {
  await takeLimit(
    `import:${userId}`,
    PREVIEWS_PER_HOUR,
    60 * 60,
    "Too many files read in the last hour. Please try again later.",
  );
  const settings = await getSettings(userId);
  const read = await readImportFile(
    file.bytes,
    file.name,
    { timeZone: settings.timeZone, now },
    source,
  );
  const rows = await chooseAreas(userId, read, onProgress);
  const stored: StoredPreview = {
    source: read.source,
    skipped: read.skipped.slice(0, PREVIEW_LINES_MAX),
    warnings: read.warnings.slice(0, PREVIEW_LINES_MAX),
    skippedCount: read.skipped.length,
    warningCount: read.warnings.length,
    journals: read.journals ?? 0,
    visionBoards: read.visionBoards ?? 0,
  };
  if (read.restore) {
    await storeRestorePictures(userId, read.restore);
    stored.restore = withoutLongLists(read.restore);
    stored.restoreCounts = restoreCounts(read.restore);
  }
  const db = await getDb();
  const expiresAt = new Date(now.getTime() + PREVIEW_LIFETIME_MS);
  const [row] = await db
    .insert(imports)
    .values({ userId, source: read.source, preview: stored, expiresAt })
    .returning({ id: imports.id });
  // Not one transaction (on the embedded database it would hold every other query for as long as
  // the chunks take): a failure part way discards the preview instead.
  try {
    await writePreviewRows(db, userId, row!.id, rows, (done) =>
      onProgress?.("saving", done, rows.length),
    );
    if (read.restore) await writeRestoreLists(db, userId, row!.id, read.restore);
  } catch (err) {
    await db.delete(imports).where(and(eq(imports.id, row!.id), eq(imports.userId, userId)));
    throw err;
  }
  return presentPreview(userId, row!.id, stored, rows, expiresAt);
}

export type AdjustInput = {
  areas?: Record<string, Category>;
  tasks?: { ref: string; category?: Category; include?: boolean }[];
};

/**
 * PATCH /api/import/{id}: whole origins to another area, single rows moved or left out. The
 * import's row is locked while its chunks are read and the changed ones written back, so two
 * changes at once (or a change and the commit) never lose one another.
 */
export async function adjustPreview(
  userId: string,
  id: string,
  input: AdjustInput,
  now = new Date(),
): Promise<ImportPreview> {
  const db = await getDb();
  const { stored, rows, expiresAt } = await db.transaction(async (tx) => {
    const { row, stored } = await lockOpenPreview(tx, userId, id, now);
    const chunks = await previewChunks(tx, userId, id, stored);
    // Both passes over the rows yield every few milliseconds, as the preview's own do.
    const tick = slicer();
    const origins = new Set<string>();
    const refs = new Map<string, { t: StoredTask; chunk: number }>();
    for (const [chunk, list] of chunks.entries())
      for (const t of list) {
        await tick();
        origins.add(t.origin);
        refs.set(t.ref, { t, chunk });
      }
    for (const origin of Object.keys(input.areas ?? {}))
      if (!origins.has(origin))
        throw badRequest(`No list named "${origin.slice(0, 80)}" in this import`, "areas");
    for (const change of input.tasks ?? [])
      if (!refs.has(change.ref))
        throw badRequest(`No task "${change.ref.slice(0, 80)}" in this import`, "tasks");
    const changed = new Set<number>();
    for (const [chunk, list] of chunks.entries())
      for (const t of list) {
        await tick();
        const area = input.areas?.[t.origin];
        if (area && Object.hasOwn(input.areas!, t.origin)) {
          t.category = area;
          t.categorySource = "user";
          changed.add(chunk);
        }
      }
    for (const change of input.tasks ?? []) {
      const { t, chunk } = refs.get(change.ref)!;
      if (change.category) {
        t.category = change.category;
        t.categorySource = "user";
      }
      if (change.include !== undefined) t.include = change.include;
      changed.add(chunk);
    }
    const rows = chunks.flat();
    if (stored.tasks) {
      // Stored before the rows had their own table: moved there now.
      delete stored.tasks;
      await writePreviewRows(tx, userId, id, rows);
      await tx.update(imports).set({ preview: stored }).where(eq(imports.id, id));
    } else {
      await updatePreviewRows(tx, userId, id, chunks, changed);
    }
    return { stored, rows, expiresAt: row.expiresAt };
  });
  return presentPreview(userId, id, stored, rows, expiresAt);
}

/** Housekeeping: previews nobody committed within their 24 hours. */
export async function purgeExpiredPreviews(now = new Date()): Promise<number> {
  const db = await getDb();
  const gone = await db
    .delete(imports)
    .where(and(eq(imports.status, "preview"), lte(imports.expiresAt, now)))
    .returning({ id: imports.id });
  return gone.length;
}
