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
