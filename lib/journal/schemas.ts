// Journal payloads and limits (spec §3, §5, §7), shared by the journal dialogs and the API.
import { z } from "zod";
import { DEFAULT_CATEGORY } from "@/lib/categories";
import { categorySchema } from "@/lib/category-schema";
import { TASK_DESCRIPTION_MAX } from "@/lib/tasks/schemas";

export const JOURNAL_TITLE_MAX = 200;
export const JOURNAL_CONTENT_MAX = 20_000;
/** Rows one manual/review save may create: far above any real list, low enough to keep one INSERT small. */
export const MAX_TASKS_PER_SAVE = 50;
export const TRANSCRIPT_MAX = 20_000;

export const JOURNAL_REQUIRED = "Please provide both a title and content for your journal entry";
export const NO_TASKS_GIVEN = "Please add at least one task with a description";
const TITLE_TOO_LONG = `Title must be at most ${JOURNAL_TITLE_MAX} characters`;
const CONTENT_TOO_LONG = `Content must be at most ${JOURNAL_CONTENT_MAX.toLocaleString("en-US")} characters`;
const TASK_TOO_LONG = `Task description must be at most ${TASK_DESCRIPTION_MAX} characters`;

const title = z.string({ error: JOURNAL_REQUIRED }).trim().min(1, JOURNAL_REQUIRED).max(JOURNAL_TITLE_MAX, TITLE_TOO_LONG);
const content = z.string({ error: JOURNAL_REQUIRED }).trim().min(1, JOURNAL_REQUIRED).max(JOURNAL_CONTENT_MAX, CONTENT_TOO_LONG);

/** The New/Edit Journal Entry form (the client checks the same rules the server does). */
export const journalFormSchema = z.object({ title, content, category: categorySchema });
export type JournalFormInput = z.infer<typeof journalFormSchema>;

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
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to update: send title, content or category" });
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
export const taskDraftSchema = z.strictObject({
  description: z.string({ error: "Each task needs a description" }).max(TASK_DESCRIPTION_MAX, TASK_TOO_LONG),
  category: categorySchema,
  aiCategory: categorySchema.optional(),
});
export type TaskDraftInput = z.infer<typeof taskDraftSchema>;

export const journalTasksSchema = z.strictObject({
  tasks: z
    .array(taskDraftSchema, { error: NO_TASKS_GIVEN })
    .max(MAX_TASKS_PER_SAVE, `At most ${MAX_TASKS_PER_SAVE} tasks can be created at once`),
});
export type JournalTasksInput = z.infer<typeof journalTasksSchema>;

export const processVoiceSchema = z.strictObject({
  transcript: z.string({ error: "Transcript is required" }).max(TRANSCRIPT_MAX, "Transcript is too long"),
});

/** What the API returns for an entry (dates as ISO strings over the wire). */
export type JournalDto = {
  id: number;
  title: string;
  content: string;
  category: string;
  createdAt: string;
  updatedAt: string;
};

/** A task the AI found in an entry, before it is saved (spec §3 "Journal task draft"). */
export type TaskDraft = { description: string; category: string };

/** POST /api/journals/{id}/extract-tasks: drafts on a dry run, created tasks otherwise. */
export type ExtractResponse<T = TaskDraft> = { message: string; isPremiumRequired: boolean; tasks: T[] };

/** Spec §8: the notice when an entry holds nothing actionable. */
export const NO_TASKS_FOUND =
  "We couldn't identify any actionable tasks in this journal entry. Try adding more specific actions to your journal.";
