// Task payloads, shared by the dashboard forms and the API (spec §5).
import { z } from "zod";
import { foldLineBreaks } from "./single-line";
import { categorySchema } from "@/lib/category-schema";
import type { ChecklistProgress } from "./shapes";
import type { TASK_COLUMNS, TaskDtoOf } from "./task-columns";

import {
  DUE_DATE_INVALID,
  DUE_TIME_INVALID,
  DUE_TIME_NEEDS_DATE,
  RECURRENCE_NEEDS_DATE,
} from "./due-dates";
import { isCalendarDate } from "@/lib/time/days";
import { isClockTime } from "@/lib/time/clock";
import { normalizeRecurrence } from "./recurrence";
import { COMPLETED_PAGE_MAX, readCompletedCursor, type CompletedSummary } from "./completed-pages";
import { estimateMinutesSchema } from "@/lib/time/schemas";
import {
  MAX_TASKS_PER_REORDER,
  TASK_DESCRIPTION_MAX,
  TASK_DESCRIPTION_MIN,
  TASK_EMPTY,
  TASK_NOTES_MAX,
  TASK_NOTES_TOO_LONG,
  TASK_TOO_LONG,
  TASK_TOO_SHORT,
} from "./shapes";

/** "YYYY-MM-DD", a day that exists; null clears. */
export const dueDateSchema = z
  .string({ error: DUE_DATE_INVALID })
  .max(10, DUE_DATE_INVALID)
  .refine(isCalendarDate, DUE_DATE_INVALID)
  .nullable();
/** "HH:MM", 24 hours; null clears. */
export const dueTimeSchema = z
  .string({ error: DUE_TIME_INVALID })
  .max(5, DUE_TIME_INVALID)
  .refine(isClockTime, DUE_TIME_INVALID)
  .nullable();
/** An RRULE value (FREQ DAILY/WEEKLY/MONTHLY/YEARLY, INTERVAL, BYDAY, BYMONTHDAY), stored normalised. */
const recurrenceSchema = z
  .string({ error: "recurrence must be a rule like FREQ=WEEKLY;BYDAY=MO,TH" })
  .transform((value, ctx) => {
    const checked = normalizeRecurrence(value);
    if (checked.ok) return checked.rule;
    ctx.addIssue({ code: "custom", message: checked.message });
    return z.NEVER;
  })
  .nullable();

/**
 * Notes: plain text up to TASK_NOTES_MAX characters, line breaks kept (CRLF read as LF); blank
 * reads as null, so an empty text area clears them.
 */
const notesSchema = z
  .string({ error: "notes must be text" })
  .max(TASK_NOTES_MAX * 2, TASK_NOTES_TOO_LONG)
  .transform((v, ctx) => {
    const text = v.replace(/\r\n?/g, "\n");
    if (text.length > TASK_NOTES_MAX) {
      ctx.addIssue({ code: "custom", message: TASK_NOTES_TOO_LONG });
      return z.NEVER;
    }
    return text.trim() === "" ? null : text;
  })
  .nullable();

const schedule = {
  dueDate: dueDateSchema.optional(),
  dueTime: dueTimeSchema.optional(),
  recurrence: recurrenceSchema.optional(),
};

type ScheduleInput = {
  dueDate?: string | null;
  dueTime?: string | null;
  recurrence?: string | null;
};

/** A time or a rule hangs on a date: in the payload itself (create); PATCH also checks the stored row. */
function needsDate(v: ScheduleInput, ctx: z.RefinementCtx) {
  if (v.dueDate) return;
  if (v.dueTime) ctx.addIssue({ code: "custom", path: ["dueTime"], message: DUE_TIME_NEEDS_DATE });
  else if (v.recurrence)
    ctx.addIssue({ code: "custom", path: ["recurrence"], message: RECURRENCE_NEEDS_DATE });
}

/** The goal a task leads to (issue 45): a goal's id; another user's is a 404 (lib/tasks/goal-link.ts). */
const goalIdSchema = z
  .number({ error: "must be a goal id" })
  .int("must be a goal id")
  .positive("must be a goal id")
  .max(2_147_483_647, "must be a goal id");

export const createTaskSchema = z
  .strictObject({
    description: z
      .string({ error: TASK_TOO_SHORT })
      .overwrite(foldLineBreaks)
      .trim()
      .min(TASK_DESCRIPTION_MIN, TASK_TOO_SHORT)
      .max(TASK_DESCRIPTION_MAX, TASK_TOO_LONG),
    category: categorySchema,
    completed: z.boolean().optional().default(false),
    important: z.boolean().optional().default(false),
    estimateMinutes: estimateMinutesSchema.optional(),
    notes: notesSchema.optional(),
    // Issue 45: the goal the task leads to; another user's goal is a 404.
    goalId: goalIdSchema.nullable().optional(),
    ...schedule,
  })
  .superRefine(needsDate);
export type CreateTaskInput = z.infer<typeof createTaskSchema>;

export const updateTaskSchema = z
  .strictObject({
    description: z
      .string({ error: TASK_EMPTY })
      .overwrite(foldLineBreaks)
      .trim()
      .min(1, TASK_EMPTY)
      .max(TASK_DESCRIPTION_MAX, TASK_TOO_LONG),
    category: categorySchema,
    completed: z.boolean(),
    important: z.boolean(),
    dueDate: dueDateSchema,
    dueTime: dueTimeSchema,
    recurrence: recurrenceSchema,
    estimateMinutes: estimateMinutesSchema,
    notes: notesSchema,
    goalId: goalIdSchema.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, {
    message:
      "Nothing to update: send description, category, completed, important, dueDate, dueTime, recurrence, estimateMinutes, notes or goalId",
  })
  .superRefine((v, ctx) => {
    // Clearing the date while setting a time or a rule in the same request cannot be right.
    if (v.dueDate === null && (v.dueTime || v.recurrence)) needsDate(v, ctx);
  });
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>;

const dbId = z.number().int().positive().max(2_147_483_647);

export const reorderSchema = z.strictObject({
  tasks: z
    .array(z.strictObject({ id: dbId, order: z.number().int().min(0).max(1_000_000) }))
    .min(1, "Send at least one task")
    .max(MAX_TASKS_PER_REORDER, `At most ${MAX_TASKS_PER_REORDER} tasks can be reordered at once`)
    .refine(
      (items) => new Set(items.map((t) => t.id)).size === items.length,
      "Each task may appear only once",
    ),
});
export type ReorderInput = z.infer<typeof reorderSchema>;

export const categorizeSchema = z.strictObject({
  description: z
    .string()
    .trim()
    .min(1, "Description is required")
    .max(TASK_DESCRIPTION_MAX, TASK_TOO_LONG),
});

export const prioritizeSchema = z.strictObject({
  tasks: z
    .array(
      z.object({
        id: dbId,
        description: z.string().max(TASK_DESCRIPTION_MAX).optional(),
        category: z.string().max(64).optional(),
        important: z.boolean().optional(),
        /** Accepted for the client's convenience but ignored: the server reads due dates from its own rows. */
        dueDate: dueDateSchema.optional(),
      }),
    )
    .max(MAX_TASKS_PER_REORDER),
});

const countMap = z.record(z.string().max(64), z.number().int().min(0).max(1_000_000));
const minuteMap = z.record(z.string().max(64), z.number().int().min(0).max(100_000_000));
export const analyzeSchema = z.strictObject({
  todoTasks: countMap,
  completedTasks: countMap,
  /** Issue 27: minutes per area beside the spec's counts; used when the user measures by time. */
  todoMinutes: minuteMap.optional(),
  completedMinutes: minuteMap.optional(),
  seed: z.number().int().min(0).max(1_000_000).optional(),
});

export const processVoiceSchema = z.strictObject({
  transcript: z.string().max(20_000, "Transcript is too long"),
});

/**
 * What the API returns for a task (dates as ISO strings over the wire): its fields are declared in
 * the column map (lib/tasks/task-columns.ts), with what only the list adds.
 */
export type TaskDto = TaskDtoOf<typeof TASK_COLUMNS> & {
  /** In the list only, and only on a task with checklist items: how many are ticked of how many. */
  checklist?: ChecklistProgress;
  /** In the list only, and only on a task with time entries: the minutes really spent (issue 46). */
  actualMinutes?: number;
};

/** PATCH /api/tasks/{id}: ticking a recurring task also returns the next occurrence it created. */
export type UpdatedTaskDto = TaskDto & { next?: TaskDto };

/** GET /api/tasks/completed (docs/decisions/completed-pages.md). */
export type CompletedPage = {
  /** Newest first (completion time, then id). */
  tasks: TaskDto[];
  /** The `before` of the next page, or null after the last one. */
  next: string | null;
  summary: CompletedSummary;
};

/** POST /api/tasks/parse: a quick-add line ("Call mom tomorrow at 5pm"); room for the date words on top of a description. */
export const parseTaskSchema = z.strictObject({
  text: z
    .string({ error: "Text is required" })
    .trim()
    .min(1, "Type a task to parse")
    .max(
      TASK_DESCRIPTION_MAX + 200,
      `Text must be at most ${TASK_DESCRIPTION_MAX + 200} characters`,
    ),
});

/** GET /api/tasks/completed: a page of completed tasks (docs/decisions/completed-pages.md). */
export const completedPageQuerySchema = z.strictObject({
  before: z
    .string()
    .refine(
      (v) => readCompletedCursor(v) !== null,
      "before must be the next cursor of a page (completion time~id)",
    )
    .optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `limit must be a whole number from 0 to ${COMPLETED_PAGE_MAX}`)
    .transform(Number)
    .refine((n) => n <= COMPLETED_PAGE_MAX, `limit must be at most ${COMPLETED_PAGE_MAX}`)
    .optional(),
});
