// The journal API's payloads (spec §3, §5, §7), built from the limits and messages of ./rules.
import { z } from "zod";
import { DEFAULT_CATEGORY } from "@/lib/categories";
import { categorySchema } from "@/lib/category-schema";
import { TASK_DESCRIPTION_MAX, TASK_TOO_LONG } from "@/lib/tasks/shapes";
import { dueDateSchema, dueTimeSchema } from "@/lib/tasks/schemas";
import {
  CONTENT_TOO_LONG,
  JOURNAL_CONTENT_MAX,
  JOURNAL_REQUIRED,
  JOURNAL_TITLE_MAX,
  MAX_TASKS_PER_SAVE,
  NO_TASKS_GIVEN,
  TITLE_TOO_LONG,
  TRANSCRIPT_MAX,
} from "./shapes";

const title = z
  .string({ error: JOURNAL_REQUIRED })
  .trim()
  .min(1, JOURNAL_REQUIRED)
  .max(JOURNAL_TITLE_MAX, TITLE_TOO_LONG);
const content = z
  .string({ error: JOURNAL_REQUIRED })
  .trim()
  .min(1, JOURNAL_REQUIRED)
  .max(JOURNAL_CONTENT_MAX, CONTENT_TOO_LONG);

/** A missing title or content gets the same sentence as a blank one (not zod's "expected string"). */
const required = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? "", schema);

export const createJournalSchema = z.strictObject({
  title: required(title),
  content: required(content),
  category: categorySchema.optional().default(DEFAULT_CATEGORY),
});
export type CreateJournalInput = z.infer<typeof createJournalSchema>;

export const updateJournalSchema = z
  .strictObject({ title, content, category: categorySchema })
  .partial()
  .refine((v) => Object.keys(v).length > 0, {
    message: "Nothing to update: send title, content or category",
  });
export type UpdateJournalInput = z.infer<typeof updateJournalSchema>;

/** GET /api/journals?category=… ; other query parameters (cache busters) are ignored. */
export const listJournalsQuery = z.object({ category: categorySchema.optional() });

export const extractQuery = z.object({
  dryRun: z.enum(["true", "false"], { error: "dryRun must be true or false" }).optional(),
});

/**
 * One row of the manual/review task list. Blank rows are allowed here and dropped by the
 * server (spec §5). `aiCategory` is the area the AI suggested for a reviewed extraction, so a
 * row the user moved to another area becomes a categoriser example like a dashboard correction.
 */
const taskDraftSchema = z.strictObject({
  description: z
    .string({ error: "Each task needs a description" })
    .max(TASK_DESCRIPTION_MAX, TASK_TOO_LONG),
  category: categorySchema,
  aiCategory: categorySchema.optional(),
  /** A due date read from the journal's date words (issue 31), kept through the review dialog. */
  dueDate: dueDateSchema.optional(),
  dueTime: dueTimeSchema.optional(),
});
export type TaskDraftInput = z.infer<typeof taskDraftSchema>;

export const journalTasksSchema = z.strictObject({
  tasks: z
    .array(taskDraftSchema, { error: NO_TASKS_GIVEN })
    .max(MAX_TASKS_PER_SAVE, `At most ${MAX_TASKS_PER_SAVE} tasks can be created at once`),
});
export type JournalTasksInput = z.infer<typeof journalTasksSchema>;

export const processVoiceSchema = z.strictObject({
  transcript: z
    .string({ error: "Transcript is required" })
    .max(TRANSCRIPT_MAX, "Transcript is too long"),
});
