// POST /api/import and PATCH /api/import/{id}: a file read into preview rows, each given one of
// the eight areas (the source's list or project names first, then its tags, then the categorizer),
// stored for 24 hours without writing anything else; the answer counts what a commit would write
// and says whether it would pass the open-task cap.
import "server-only";
import { and, count, eq, gt, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { imports, tasks } from "@/db/schema";
import { badRequest, conflict, notFound } from "@/lib/errors/api-error";
import type { Category } from "@/lib/categories";
import { categorizeLocal } from "@/lib/ai/local/categorizer";
import { correctionExamples } from "@/lib/tasks/tasks";
import { getSettings } from "@/lib/settings/settings";
import { namesInForce } from "@/lib/settings/rules";
import { MAX_OPEN_TASKS } from "@/lib/tasks/limits";
import { maxTasksPerAccount } from "@/lib/tasks/open-task-cap";
import { takeLimit } from "@/lib/server/rate-limit";
import { areaOfName, areaOfOrigin } from "./areas";
import { readImportFile } from "./read";
import type { ReadableSource } from "./sources";
import type { ReadResult } from "./read-common";
import { restoreCounts, type RestoreBundle } from "./restore-bundle";
import { storeRestorePictures } from "./restore";
import {
  PREVIEW_LIFETIME_MS,
  type ImportPreview,
  type ImportSource,
  type PreviewArea,
  type PreviewTask,
} from "./types";

/** A preview row as stored: the API's row plus what a commit keeps but the preview does not show. */
type StoredTask = PreviewTask & { createdAt: string | null; goalRef?: number | null };
export type StoredPreview = {
  source: ImportSource;
  tasks: StoredTask[];
  skipped: ImportPreview["skipped"];
  warnings: ImportPreview["warnings"];
  journals: number;
  visionBoards: number;
  /** A Balance backup's other rows (pictures already stored), written by the commit. */
  restore?: RestoreBundle;
};

export const conflictCommitted = () => conflict("This import has already been committed");

/** Previews per user and hour: reading a file costs CPU, and nothing else limits how often. */
const PREVIEWS_PER_HOUR = 30;
const SLICE_MS = 10;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Areas for every row: its origin's area, else its first tag's, else the categorizer's answer on
 * its title (the same title is asked once). The loop yields to the event loop every few
 * milliseconds, so a big file never holds other requests up.
 */
async function chooseAreas(userId: string, read: ReadResult): Promise<StoredTask[]> {
  const settings = await getSettings(userId);
  const names = namesInForce(settings) ?? {};
  const examples = await correctionExamples(userId);
  const byOrigin = new Map<string, Category | null>();
  const byTitle = new Map<string, Category>();
  const out: StoredTask[] = [];
  let slice = performance.now();
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
    if (performance.now() - slice > SLICE_MS) {
      await yieldToEventLoop();
      slice = performance.now();
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

/** The areas by origin, biggest first: the "move this whole list" choice. */
function areasOf(list: StoredTask[]): PreviewArea[] {
  const by = new Map<string, { tasks: number; per: Map<Category, number> }>();
  for (const t of list) {
    if (!t.include) continue;
    const entry = by.get(t.origin) ?? { tasks: 0, per: new Map() };
    entry.tasks += 1;
    entry.per.set(t.category, (entry.per.get(t.category) ?? 0) + 1);
    by.set(t.origin, entry);
  }
  return [...by]
    .map(([origin, { tasks: n, per }]) => {
      const [category] = [...per].sort((a, b) => b[1] - a[1])[0]!;
      return { origin, tasks: n, category, mixed: per.size > 1 };
    })
    .sort((a, b) => b.tasks - a.tasks || a.origin.localeCompare(b.origin));
}

/** What the API answers: the stored preview, counted, with the cap as it stands now. */
async function presentPreview(
  userId: string,
  id: string,
  stored: StoredPreview,
  expiresAt: Date,
): Promise<ImportPreview> {
  const included = stored.tasks.filter((t) => t.include);
  const open = included.filter((t) => !t.completed).length;
  const held = await taskCounts(userId);
  const room = Math.max(0, MAX_OPEN_TASKS - held.open);
  const max = maxTasksPerAccount();
  const taskRoom = Math.max(0, max - held.all);
  return {
    id,
    source: stored.source,
    counts: {
      tasks: included.length,
      open,
      completed: included.length - open,
      recurring: included.filter((t) => t.recurrence).length,
      checklistItems: included.reduce((n, t) => n + t.items.length, 0),
      journals: stored.journals,
      visionBoards: stored.visionBoards,
      skipped: stored.skipped.length,
      warnings: stored.warnings.length,
      ...(stored.restore ? { restore: restoreCounts(stored.restore) } : {}),
    },
    tasks: stored.tasks.map(({ createdAt: _createdAt, goalRef: _goalRef, ...t }) => t),
    skipped: stored.skipped,
    warnings: stored.warnings,
    areas: areasOf(stored.tasks),
    openTaskRoom: room,
    overOpenTaskCap: open > room,
    taskRoom,
    maxTasks: max,
    overTaskCap: included.length > taskRoom,
    expiresAt: expiresAt.toISOString(),
  };
}

/** POST /api/import: reads the file, chooses areas, stores the preview. Nothing else is written. */
export async function createPreview(
  userId: string,
  file: { bytes: Uint8Array; name: string },
  source: ReadableSource | undefined,
  now = new Date(),
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
  const stored: StoredPreview = {
    source: read.source,
    tasks: await chooseAreas(userId, read),
    skipped: read.skipped,
    warnings: read.warnings,
    journals: read.journals ?? 0,
    visionBoards: read.visionBoards ?? 0,
  };
  if (read.restore) {
    await storeRestorePictures(userId, read.restore);
    stored.restore = read.restore;
  }
  const db = await getDb();
  const expiresAt = new Date(now.getTime() + PREVIEW_LIFETIME_MS);
  const [row] = await db
    .insert(imports)
    .values({ userId, source: read.source, preview: stored, expiresAt })
    .returning({ id: imports.id });
  return presentPreview(userId, row!.id, stored, expiresAt);
}

/** The user's preview that has not been committed and is still alive; 404 otherwise. */
async function openPreview(userId: string, id: string, now = new Date()) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.userId, userId)));
  if (!row) throw notFound("Import");
  if (row.status === "preview" && row.expiresAt <= now) throw notFound("Import");
  return row;
}

export type AdjustInput = {
  areas?: Record<string, Category>;
  tasks?: { ref: string; category?: Category; include?: boolean }[];
};

/** PATCH /api/import/{id}: whole origins to another area, single rows moved or left out. */
export async function adjustPreview(
  userId: string,
  id: string,
  input: AdjustInput,
): Promise<ImportPreview> {
  const row = await openPreview(userId, id);
  if (row.status !== "preview") throw conflictCommitted();
  const stored = row.preview as unknown as StoredPreview;
  const origins = new Set(stored.tasks.map((t) => t.origin));
  for (const origin of Object.keys(input.areas ?? {}))
    if (!origins.has(origin))
      throw badRequest(`No list named "${origin.slice(0, 80)}" in this import`, "areas");
  const refs = new Map(stored.tasks.map((t) => [t.ref, t]));
  for (const change of input.tasks ?? [])
    if (!refs.has(change.ref))
      throw badRequest(`No task "${change.ref.slice(0, 80)}" in this import`, "tasks");
  for (const t of stored.tasks) {
    const area = input.areas?.[t.origin];
    if (area && Object.hasOwn(input.areas!, t.origin)) {
      t.category = area;
      t.categorySource = "user";
    }
  }
  for (const change of input.tasks ?? []) {
    const t = refs.get(change.ref)!;
    if (change.category) {
      t.category = change.category;
      t.categorySource = "user";
    }
    if (change.include !== undefined) t.include = change.include;
  }
  const db = await getDb();
  const [updated] = await db
    .update(imports)
    .set({ preview: stored })
    .where(
      and(
        eq(imports.id, id),
        eq(imports.userId, userId),
        eq(imports.status, "preview"),
        gt(imports.expiresAt, new Date()),
      ),
    )
    .returning({ id: imports.id });
  if (!updated) throw conflictCommitted();
  return presentPreview(userId, id, stored, row.expiresAt);
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
