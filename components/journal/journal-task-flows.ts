// The network half of an entry's task flows (spec §4 "Journal extraction"), loaded on the first
// Extract or Save so the journal page's first JavaScript does not carry it.
import { apiJson } from "@/lib/api/client";
import { isCategory, type Category } from "@/lib/categories";
import { extractionErrorMessage, isPremiumRequired } from "@/components/journal/extraction-errors";
import type { ExtractResponse, TaskDraft } from "@/lib/journal/shapes";
import type { TaskDto } from "@/lib/tasks/schemas";
import { newRow, rowsToSend, type TaskRow } from "./task-rows";

export type Extraction =
  { kind: "premium" } | { kind: "none" } | { kind: "drafts"; rows: TaskRow[] };

/**
 * The review dialog's dry run. A premium refusal is an answer, not an error (spec §8); any other
 * failure throws an Error carrying the spec's message for it. Drafts without a known area get
 * the entry's own.
 */
export async function extractTaskRows(entryId: number, entryArea: Category): Promise<Extraction> {
  let result: ExtractResponse<TaskDraft>;
  try {
    result = await apiJson<ExtractResponse<TaskDraft>>(
      "POST",
      `/api/journals/${entryId}/extract-tasks?dryRun=true`,
    );
  } catch (err) {
    if (isPremiumRequired(err)) return { kind: "premium" };
    throw new Error(extractionErrorMessage(err));
  }
  if (result.isPremiumRequired) return { kind: "premium" };
  if (result.tasks.length === 0) return { kind: "none" };
  const rows = result.tasks.map((t) => {
    const category = isCategory(t.category) ? t.category : entryArea;
    const row = newRow(category, t.description, category);
    return t.dueDate
      ? { ...row, dueDate: t.dueDate, ...(t.dueTime ? { dueTime: t.dueTime } : {}) }
      : row;
  });
  return { kind: "drafts", rows };
}

/** Saves the reviewed or typed rows as tasks; the created tasks come back. */
export async function saveTaskRows(entryId: number, rows: TaskRow[]): Promise<TaskDto[]> {
  const { tasks } = await apiJson<{ message: string; tasks: TaskDto[] }>(
    "POST",
    `/api/journals/${entryId}/manual-tasks`,
    {
      tasks: rowsToSend(rows),
    },
  );
  return tasks;
}
