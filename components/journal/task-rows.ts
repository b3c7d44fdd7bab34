// The editable task list of the review and manual dialogs (spec §4), as plain functions.
import type { Category } from "@/lib/categories";
import type { TaskDraftInput } from "@/lib/journal/schemas";

export type TaskRow = { key: number; description: string; category: Category; aiCategory?: Category };

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
    .map(({ description, category, aiCategory }) => ({ description: description.trim(), category, ...(aiCategory ? { aiCategory } : {}) }))
    .filter((r) => r.description !== "");
}
