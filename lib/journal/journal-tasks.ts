// Turning a journal entry into tasks: the reviewed/manual list, saved all-or-nothing.
import "server-only";
import { badRequest } from "@/lib/errors/api-error";
import { parseQuickAddTimed } from "@/lib/quick-add/duration";
import type { WallClock } from "@/lib/quick-add/deadline";
import { userWallClock } from "@/lib/settings/data";
import { createTasks } from "@/lib/tasks/data";
import type { NewTask } from "@/lib/tasks/new-task";
import type { TaskDto } from "@/lib/tasks/schemas";
import { getJournal } from "./data";
import type { JournalTasksInput, TaskDraftInput } from "./schemas";
import { NO_TASKS_GIVEN } from "./shapes";

/**
 * A typed row is read like the dashboard's quick add (issue 47): "Call Anna tomorrow at 5pm 30m"
 * becomes "Call Anna", due tomorrow at 17:00, about 30 minutes, on the user's calendar (their
 * time zone and part-of-day hours). A row that already carries a date (the extraction read it) or
 * the AI's area (a reviewed draft: its repeats and past dates stay words, docs/decisions/journal.md)
 * is kept as sent.
 */
function readRow(t: TaskDraftInput, now: WallClock | null): NewTask {
  const description = t.description.trim();
  const row: NewTask = {
    description,
    category: t.category,
    aiCategory: t.aiCategory ?? null,
    dueDate: t.dueDate ?? null,
    dueTime: t.dueDate ? (t.dueTime ?? null) : null,
  };
  if (!now || t.dueDate || t.aiCategory || description === "") return row;
  const q = parseQuickAddTimed(description, now);
  // Like quick add: the words are the description once the date and duration are cut (a line
  // that is nothing but a date keeps its words).
  const words = q.description.trim();
  if (!words) return row;
  return {
    ...row,
    description: words,
    dueDate: q.dueDate,
    dueTime: q.dueDate ? q.dueTime : null,
    recurrence: q.dueDate ? q.recurrence : null,
    important: q.isPriority,
    estimateMinutes: q.estimateMinutes,
  };
}

/** POST /api/journals/{id}/manual-tasks: blank rows are dropped; at least one must remain (spec §5). */
export async function createJournalTasks(
  userId: string,
  journalId: number,
  input: JournalTasksInput,
): Promise<{ message: string; tasks: TaskDto[] }> {
  await getJournal(userId, journalId);
  const typed = input.tasks.some((t) => !t.dueDate && !t.aiCategory && t.description.trim());
  const now = typed ? await userWallClock(userId) : null;
  const rows = input.tasks.filter((t) => t.description.trim() !== "").map((t) => readRow(t, now));
  if (rows.length === 0) throw badRequest(NO_TASKS_GIVEN, "tasks");
  const created = await createTasks(userId, rows);
  return {
    message: `Created ${created.length} task${created.length === 1 ? "" : "s"}`,
    tasks: created,
  };
}
