// A Balance backup (GET /api/account/export, "balance-export/1") read for a restore into the
// signed-in account (issue 43): its tasks become preview rows like any file's, with their area,
// created and completed times kept; everything else it restores (journals, vision boards with
// their pictures, goals, check-ins, habits with their checks, timer entries, weekly reviews,
// settings) is checked here, row by row, and carried to the commit as a bundle. A row that does not
// fit Balance's limits is left out with a warning naming it; the rest of the file still restores.
import "server-only";
import { z } from "zod";
import { isCategory } from "@/lib/categories";
import { WELCOME_TASK_DESCRIPTION } from "@/lib/tasks/welcome";
import { updateSettingsSchema } from "@/lib/settings/schemas";
import { CATEGORY_NAME_MAX } from "@/lib/settings/shapes";
import { JOURNAL_CONTENT_MAX, JOURNAL_TITLE_MAX } from "@/lib/journal/shapes";
import {
  BOARD_DESCRIPTION_MAX,
  BOARD_TITLE_MAX,
  ITEM_DESCRIPTION_MAX,
  POSITION_MAX,
} from "@/lib/vision-boards/shapes";
import { GOAL_TITLE_MAX, GOAL_WHY_MAX } from "@/lib/goals/shapes";
import { HABIT_TITLE_MAX } from "@/lib/habits/shapes";
import { CHECKIN_NOTE_MAX } from "@/lib/checkins/shapes";
import { unreadable, type ReadResult, type ReadTask } from "./read-common";
import type { ImportWarning } from "./shapes";
import type { RestoreBundle, RestorePicture } from "./restore-bundle";
import { slicer } from "@/lib/server/event-loop";

const BALANCE_EXPORT_FORMAT = /^balance-export\/1$/;

export function looksLikeBalanceExport(json: unknown): boolean {
  return (
    typeof json === "object" &&
    json !== null &&
    !Array.isArray(json) &&
    typeof (json as { format?: unknown }).format === "string" &&
    (json as { format: string }).format.startsWith("balance-export/")
  );
}

const when = z.union([z.string(), z.null()]).optional();
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable()
  .optional();
const id = z.number().int();
const category = z.string().refine(isCategory);

const taskRow = z.object({
  id,
  description: z.string().min(1),
  category,
  completed: z.boolean(),
  important: z.boolean().optional(),
  order: z.number().int().optional(),
  createdAt: when,
  completedAt: when,
  dueDate: day,
  dueTime: z.string().nullable().optional(),
  recurrence: z.string().nullable().optional(),
  estimateMinutes: z.number().int().nullable().optional(),
  notes: z.string().nullable().optional(),
  goalId: id.nullable().optional(),
});
const taskItemRow = z.object({
  taskId: id,
  text: z.string(),
  done: z.boolean(),
  order: z.number().int().optional(),
});
const journalRow = z.object({
  id,
  title: z.string().max(JOURNAL_TITLE_MAX),
  content: z.string().max(JOURNAL_CONTENT_MAX),
  category,
  createdAt: when,
  updatedAt: when,
});
const boardRow = z.object({
  id,
  title: z.string().min(1).max(BOARD_TITLE_MAX),
  description: z.string().max(BOARD_DESCRIPTION_MAX).nullable().optional(),
  imageUrl: z.string().nullable().optional(),
  createdAt: when,
});
const itemRow = z.object({
  id,
  visionBoardId: id,
  imageUrl: z.string(),
  description: z.string().max(ITEM_DESCRIPTION_MAX),
  positionX: z.number().int().min(0).max(POSITION_MAX).optional(),
  positionY: z.number().int().min(0).max(POSITION_MAX).optional(),
  createdAt: when,
});
const goalRow = z.object({
  id,
  title: z.string().min(1).max(GOAL_TITLE_MAX),
  category,
  why: z.string().max(GOAL_WHY_MAX).nullable().optional(),
  targetDate: day,
  status: z.enum(["active", "achieved", "dropped"]),
  visionBoardItemId: id.nullable().optional(),
  achievedAt: when,
  createdAt: when,
  updatedAt: when,
});
const checkinRow = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  scores: z.record(z.string(), z.number().int().min(1).max(10)),
  note: z.string().max(CHECKIN_NOTE_MAX).nullable().optional(),
  createdAt: when,
  updatedAt: when,
});
const habitRow = z.object({
  id,
  title: z.string().min(1).max(HABIT_TITLE_MAX),
  category,
  targetTimes: z.number().int().min(1).max(7),
  targetPer: z.enum(["day", "week"]),
  estimateMinutes: z.number().int().nullable().optional(),
  reminderTime: z.string().nullable().optional(),
  archived: z.boolean().optional(),
  createdAt: when,
});
const habitCheckRow = z.object({
  habitId: id,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  createdAt: when,
});
const timeEntryRow = z.object({
  taskId: id.nullable().optional(),
  habitId: id.nullable().optional(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  startedAt: when,
  endedAt: when,
  minutes: z.number().int().min(0).max(1440),
  capped: z.boolean().optional(),
  manual: z.boolean().optional(),
  corrected: z.boolean().optional(),
});
const reviewRow = z.object({
  weekStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  journalId: id.nullable().optional(),
  focusAreas: z.array(category).max(8),
  focusTaskIds: z.array(id).max(50),
  createdAt: when,
  updatedAt: when,
});
const pictureRow = z.object({
  url: z.string(),
  mimeType: z.enum(["image/png", "image/jpeg", "image/webp"]),
  data: z.string(),
});

/** The settings a restore brings back (not the account's e-mail, password or sessions). */
const RESTORED_SETTINGS = [
  "categoryPercentages",
  "timeZone",
  "remindersEnabled",
  "reminderHour",
  "pushLeadMinutes",
  "defaultEstimateMinutes",
  "balanceBy",
  "dayMinutes",
  "dayHours",
  "checkinEvery",
  "weekStart",
  "keyboardShortcuts",
] as const;

/**
 * Rows of one table that pass its schema; each that does not is a warning naming it. A turn of the
 * event loop every 10 ms: checking a 25,000-task backup's rows at once held it 93 ms.
 */
async function rowsOf<T>(
  value: unknown,
  schema: z.ZodType<T>,
  what: string,
  warnings: ImportWarning[],
): Promise<T[]> {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    warnings.push({ line: 0, message: `${what}: not a list; left out` });
    return [];
  }
  const out: T[] = [];
  const tick = slicer();
  for (const [i, row] of value.entries()) {
    await tick();
    const parsed = schema.safeParse(row);
    if (parsed.success) out.push(parsed.data);
    else
      warnings.push({
        line: i + 1,
        message: `${what} ${i + 1} could not be read (${parsed.error.issues[0]?.path.join(".") || "row"}); left out`,
      });
  }
  return out;
}

const iso = (v: string | null | undefined) => (v && !Number.isNaN(Date.parse(v)) ? v : null);

/** Reads a Balance export: tasks for the preview, everything else for the commit. */
export async function readBalanceExport(
  json: unknown,
): Promise<ReadResult & { restore: RestoreBundle }> {
  if (!looksLikeBalanceExport(json)) throw unreadable("This JSON file is not a Balance export");
  const file = json as Record<string, unknown>;
  if (!BALANCE_EXPORT_FORMAT.test(String(file.format)))
    throw unreadable(
      `This Balance export is format ${String(file.format).slice(0, 40)}; this version reads balance-export/1`,
    );
  const warnings: ImportWarning[] = [];
  const taskRows = await rowsOf(file.tasks, taskRow, "Task", warnings);
  const itemsByTask = new Map<number, z.infer<typeof taskItemRow>[]>();
  for (const item of await rowsOf(file.taskItems, taskItemRow, "Checklist item", warnings)) {
    const list = itemsByTask.get(item.taskId);
    if (list) list.push(item);
    else itemsByTask.set(item.taskId, [item]);
  }

  // The backup's open welcome task is onboarding, not the person's data: the account has its own.
  const kept = taskRows.filter((t) => t.completed || t.description !== WELCOME_TASK_DESCRIPTION);
  // The list's own order (the export lists tasks by id): a restore keeps it.
  kept.sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id);
  const tick = slicer();
  const tasks: ReadTask[] = [];
  for (const [i, t] of kept.entries()) {
    await tick();
    tasks.push({
      ref: String(t.id),
      line: i + 1,
      description: t.description,
      notes: t.notes ?? null,
      dueDate: t.dueDate ?? null,
      dueTime: t.dueTime ?? null,
      recurrence: t.recurrence ?? null,
      estimateMinutes: t.estimateMinutes ?? null,
      completed: t.completed,
      completedAt: iso(t.completedAt),
      important: t.important ?? false,
      items: (itemsByTask.get(t.id) ?? [])
        .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
        .map((item) => ({ text: item.text, done: item.done })),
      origin: "",
      hints: [],
      category: t.category as ReadTask["category"],
      createdAt: iso(t.createdAt),
      goalRef: t.goalId ?? null,
    });
  }

  const pictures = new Map<string, RestorePicture>();
  for (const p of await rowsOf(file.pictures, pictureRow, "Picture", warnings))
    pictures.set(p.url, { url: p.url, mimeType: p.mimeType, data: p.data });
  const items = await rowsOf(file.visionBoardItems, itemRow, "Vision board item", warnings);
  const withPicture = items.filter((item) => {
    if (pictures.has(item.imageUrl)) return true;
    warnings.push({
      line: 0,
      message: `Vision board item "${item.description.slice(0, 60)}": its picture is not in the file; left out`,
    });
    return false;
  });

  const settings: Record<string, unknown> = {};
  const rawSettings = (file.settings ?? {}) as Record<string, unknown>;
  for (const key of RESTORED_SETTINGS) {
    if (rawSettings[key] === undefined || rawSettings[key] === null) continue;
    const parsed = updateSettingsSchema.safeParse({ [key]: rawSettings[key] });
    if (parsed.success) Object.assign(settings, parsed.data);
    else warnings.push({ line: 0, message: `Setting ${key} could not be read; left as it is` });
  }
  const names = rawSettings.categoryNames;

  const restore: RestoreBundle = {
    journals: await rowsOf(file.journals, journalRow, "Journal entry", warnings),
    visionBoards: await rowsOf(file.visionBoards, boardRow, "Vision board", warnings),
    visionBoardItems: withPicture,
    pictures: [...pictures.values()],
    goals: await rowsOf(file.goals, goalRow, "Goal", warnings),
    checkins: await rowsOf(file.checkins, checkinRow, "Check-in", warnings),
    habits: await rowsOf(file.habits, habitRow, "Habit", warnings),
    habitChecks: await rowsOf(file.habitChecks, habitCheckRow, "Habit check", warnings),
    timeEntries: await rowsOf(file.timeEntries, timeEntryRow, "Timer entry", warnings),
    weeklyReviews: await rowsOf(file.weeklyReviews, reviewRow, "Weekly review", warnings),
    settings,
    categoryNames:
      names && typeof names === "object" && !Array.isArray(names)
        ? Object.fromEntries(
            Object.entries(names as Record<string, unknown>).filter(
              (e): e is [string, string] =>
                isCategory(e[0]) && typeof e[1] === "string" && e[1].length <= CATEGORY_NAME_MAX,
            ),
          )
        : {},
  };
  return {
    source: "balance-json",
    tasks,
    skipped: [],
    warnings,
    journals: restore.journals.length,
    visionBoards: restore.visionBoards.length,
    restore,
  };
}
