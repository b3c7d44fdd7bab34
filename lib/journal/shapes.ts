// Journal limits, messages and shapes without zod (spec §3, §5, §8): the journal screen imports
// these, and lib/journal/schemas.ts builds the API's zod schemas from the same values.
import type { Problems } from "@/lib/forms/plain-resolver";
import type { Category } from "@/lib/categories";

export const JOURNAL_TITLE_MAX = 200;
export const JOURNAL_CONTENT_MAX = 20_000;
/** Rows one manual/review save may create: far above any real list, low enough to keep one INSERT small. */
export const MAX_TASKS_PER_SAVE = 50;
export const TRANSCRIPT_MAX = 20_000;

export const JOURNAL_REQUIRED = "Please provide both a title and content for your journal entry";
export const NO_TASKS_GIVEN = "Please add at least one task with a description";
export const TITLE_TOO_LONG = `Title must be at most ${JOURNAL_TITLE_MAX} characters`;
export const CONTENT_TOO_LONG = `Content must be at most ${JOURNAL_CONTENT_MAX.toLocaleString("en-US")} characters`;

/** Spec §8: the notice when an entry holds nothing actionable. */
export const NO_TASKS_FOUND =
  "We couldn't identify any actionable tasks in this journal entry. Try adding more specific actions to your journal.";

/** The New/Edit Journal Entry form. */
export type JournalFormInput = { title: string; content: string; category: Category };

export function checkJournalForm(v: JournalFormInput): Problems<JournalFormInput> {
  const title = v.title.trim();
  const content = v.content.trim();
  return {
    title: !title
      ? JOURNAL_REQUIRED
      : title.length > JOURNAL_TITLE_MAX
        ? TITLE_TOO_LONG
        : undefined,
    content: !content
      ? JOURNAL_REQUIRED
      : content.length > JOURNAL_CONTENT_MAX
        ? CONTENT_TOO_LONG
        : undefined,
  };
}

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
export type TaskDraft = {
  description: string;
  category: string;
  dueDate?: string;
  dueTime?: string;
};

/** POST /api/journals/{id}/extract-tasks: drafts on a dry run, created tasks otherwise. */
export type ExtractResponse<T = TaskDraft> = {
  message: string;
  isPremiumRequired: boolean;
  tasks: T[];
};
