// Task limits and their messages (spec §5), free of zod so the dashboard's form can check them in
// the browser without shipping the validator; the API's zod schemas use the same values.

export const TASK_DESCRIPTION_MIN = 3;
export const TASK_DESCRIPTION_MAX = 500;
export const MAX_TASKS_PER_REORDER = 2000;
/**
 * Open (not completed) tasks per user. Nobody plans with more, and every whole-list call
 * (prioritize, the wheel, the list itself) costs CPU in proportion: 5,000 keeps each under its
 * budget (docs/decisions/tasks.md). Completed tasks are not limited.
 */
export const MAX_OPEN_TASKS = 5000;
/**
 * Tasks one account holds, open and completed, unless MAX_TASKS_PER_ACCOUNT says otherwise
 * (lib/tasks/open-task-cap.ts; docs/decisions/task-caps.md).
 */
export const DEFAULT_MAX_TASKS_PER_ACCOUNT = 25_000;

/** Issue 43: a task's notes (plain text, line breaks kept). */
export const TASK_NOTES_MAX = 10_000;
// Written out, not formatted: the dashboard loads this module, and formatting would wake the
// browser's Intl on every load (docs/decisions/dashboard-paint.md). A test keeps it equal to the cap.
export const TASK_NOTES_TOO_LONG = "Notes must be at most 10,000 characters";

export const TASK_TOO_SHORT = "Task description must be at least 3 characters";
export const TASK_EMPTY = "Task description cannot be empty.";
export const TASK_TOO_LONG = `Task description must be at most ${TASK_DESCRIPTION_MAX} characters`;

/** The new-task form's rule: the message to show, or true when the text is fine. */
export function checkNewTaskDescription(value: string): string | true {
  const text = value.trim();
  if (text.length < TASK_DESCRIPTION_MIN) return TASK_TOO_SHORT;
  if (text.length > TASK_DESCRIPTION_MAX) return TASK_TOO_LONG;
  return true;
}

// Checklist limits and shapes, free of zod so the edit dialog can use them without the validator.
export const MAX_TASK_ITEMS = 50;
export const TASK_ITEM_TEXT_MAX = 200;
export const TASK_ITEM_EMPTY = "Checklist item text cannot be empty";
export const TASK_ITEM_TOO_LONG = `Checklist item text must be at most ${TASK_ITEM_TEXT_MAX} characters`;
export const TOO_MANY_TASK_ITEMS = `A task holds at most ${MAX_TASK_ITEMS} checklist items`;

/** A checklist item as the API sends it. */
export type TaskItemDto = { id: number; text: string; done: boolean; order: number };

/** How far a task's checklist is: the row's "2/5". Only on tasks that have items. */
export type ChecklistProgress = { done: number; total: number };
