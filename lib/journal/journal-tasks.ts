// Turning a journal entry into tasks: the reviewed/manual list, saved all-or-nothing.
import "server-only";
import { badRequest } from "@/lib/errors/api-error";
import { createTasks } from "@/lib/tasks/tasks";
import type { TaskDto } from "@/lib/tasks/schemas";
import { getJournal } from "./journals";
import type { JournalTasksInput } from "./schemas";
import { NO_TASKS_GIVEN } from "./rules";

/** POST /api/journals/{id}/manual-tasks: blank rows are dropped; at least one must remain (spec §5). */
export async function createJournalTasks(
  userId: string,
  journalId: number,
  input: JournalTasksInput,
): Promise<{ message: string; tasks: TaskDto[] }> {
  await getJournal(userId, journalId);
  const rows = input.tasks
    .map((t) => ({
      description: t.description.trim(),
      category: t.category,
      aiCategory: t.aiCategory ?? null,
      dueDate: t.dueDate ?? null,
      dueTime: t.dueDate ? (t.dueTime ?? null) : null,
    }))
    .filter((t) => t.description !== "");
  if (rows.length === 0) throw badRequest(NO_TASKS_GIVEN, "tasks");
  const created = await createTasks(userId, rows);
  return {
    message: `Created ${created.length} task${created.length === 1 ? "" : "s"}`,
    tasks: created,
  };
}
