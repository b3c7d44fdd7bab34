// The editable task list of the review and manual dialogs (spec §4), as plain functions.
import type { Category } from "@/lib/categories";
import type { TaskDraftInput } from "@/lib/journal/schemas";

/** `dueDate`/`dueTime`: read from the journal's date words by the extraction (issue 31), sent on save. */
export type TaskRow = {
  key: number;
  description: string;
  category: Category;
  aiCategory?: Category;
  dueDate?: string;
  dueTime?: string;
};

let nextKey = 0;
export const newRow = (category: Category, description = "", aiCategory?: Category): TaskRow => ({
  key: ++nextKey,
  description,
  category,
  ...(aiCategory ? { aiCategory } : {}),
});

/** What is sent: blank rows dropped (the server drops them too), descriptions trimmed. */
export function rowsToSend(rows: TaskRow[]): TaskDraftInput[] {
  return rows
    .map(({ description, category, aiCategory, dueDate, dueTime }) => ({
      description: description.trim(),
      category,
      ...(aiCategory ? { aiCategory } : {}),
      ...(dueDate ? { dueDate, ...(dueTime ? { dueTime } : {}) } : {}),
    }))
    .filter((r) => r.description !== "");
}
